/**
 * Metaphors and similes built from meaning: a subject (a feeling, a person, a place) and an
 * image (a concrete thing) are joined only through a quality both carry, and the line says
 * that quality, shows it through something the image does, or places the image where it is
 * seen. "Hope is a lighthouse in the fog", "you pulled back like the tide".
 */
import type { Tense } from './phrasing';
import {
  actionPhrase,
  be,
  canDo,
  fitsPerson,
  capitalized,
  definitePhrase,
  echoesNoun,
  imagePerson,
  imagePhrase,
  imagePlural,
} from './phrasing';
import type { RandomSource } from './random';
import { pickOne, shuffled } from './random';
import type { Action, Image, Subject } from './song-lexicon';
import { songLexicon } from './song-lexicon';
import type { ThemeSenses } from './theme-senses';
import { hasSense } from './theme-senses';

export type FigureForm = 'metaphor' | 'simile';

export interface Figure {
  form: FigureForm;
  text: string;
  /** Every image the line names; none may appear twice in one result. */
  images: Image[];
  subject?: Subject;
  /** The quality that joins subject and image. */
  quality: string;
  /** The action of the image the line uses, if any. */
  action?: Action;
}

export interface FigureChoices {
  random: RandomSource;
  theme: ThemeSenses;
  /** Images already in the result. */
  usedImages: ReadonlySet<Image>;
  /** How often each subject is already in the result. */
  subjectUses: ReadonlyMap<Subject, number>;
  /** Leans the choice toward the theme's images and subjects. */
  preferTheme: boolean;
}

const subjectUsesAllowed = 2;
/** Of the images and subjects that fit, how often one from the theme is taken. */
const themeShare = 0.85;

function sharedQualities(subject: Subject, image: Image): string[] {
  return [...image.qualities.keys()].filter(
    (quality) =>
      subject.qualities.has(quality) &&
      !echoesNoun(image, quality) &&
      // "freedom is as free as ...": the quality would only repeat the subject.
      !subject.name.includes(quality.slice(0, 4)),
  );
}

/** "the moon" is not "a moon", and "this song" is not "a song". */
function isSameThing(subject: Subject, image: Image): boolean {
  const subjectWords = new Set(subject.name.toLowerCase().split(' '));
  return image.noun.split(' ').some((word) => subjectWords.has(word));
}

/** "a lock" and "a locked door" say one word twice. */
function sharesWord(first: Image, second: Image): boolean {
  const stems = new Set(first.noun.split(' ').map((word) => word.slice(0, 4)));
  return second.noun.split(' ').some((word) => stems.has(word.slice(0, 4)));
}

const overlapsByTheme = new WeakMap<ThemeSenses, Map<Image | Subject, number>>();

/** How many of the theme's senses the candidate carries; asked for every draft line, so kept. */
function senseOverlap(candidate: Image | Subject, theme: ThemeSenses): number {
  let overlaps = overlapsByTheme.get(theme);
  if (overlaps === undefined) {
    overlaps = new Map();
    overlapsByTheme.set(theme, overlaps);
  }
  let overlap = overlaps.get(candidate);
  if (overlap === undefined) {
    overlap = [...candidate.senses].filter((sense) => theme.senses.has(sense)).length;
    overlaps.set(candidate, overlap);
  }
  return overlap;
}

/**
 * From the theme most of the time, and then mostly from what sits in all of its senses at
 * once: "midnight drive" is headlights and motel signs before candles and country roads.
 */
function fromTheme<T extends Image | Subject>(
  choices: FigureChoices,
  candidates: readonly T[],
): T | undefined {
  if (choices.preferTheme && choices.theme.senses.size > 0 && choices.random() < themeShare) {
    const overlaps = candidates.map((candidate) => senseOverlap(candidate, choices.theme));
    const best = Math.max(0, ...overlaps);
    const closest = candidates.filter((_, index) => overlaps[index] === best);
    const themed = candidates.filter((_, index) => overlaps[index] > 0);
    const pool = best > 1 && choices.random() < 0.6 ? closest : themed;
    if (pool.length > 0) return pickOne(pool, choices.random);
  }
  return pickOne(candidates, choices.random);
}

let imagesByWord: Map<string, Image[]> | undefined;

/** Images a line names anywhere, settings included: "a candle in the snow" names snow too. */
export function imagesNamedIn(text: string): Image[] {
  if (imagesByWord === undefined) {
    imagesByWord = new Map();
    for (const image of songLexicon().images) {
      const key = image.noun.split(' ').at(-1)!;
      imagesByWord.set(key, [...(imagesByWord.get(key) ?? []), image]);
    }
  }
  const words = text.toLowerCase().split(/[^a-z]+/);
  const spaced = ` ${words.join(' ')} `;
  const named = new Set<Image>();
  for (const word of words) {
    for (const form of [
      word,
      word.replace(/s$/, ''),
      word.replace(/e?s$/, ''),
      word.replace(/ies$/, 'y'),
      word.replace(/ves$/, 'f'),
    ]) {
      for (const image of imagesByWord.get(form) ?? []) {
        const compound = image.noun.split(' ').slice(0, -1).join(' ');
        if (compound === '' || spaced.includes(` ${compound} ${word} `)) named.add(image);
      }
    }
  }
  return [...named];
}

function chooseImage(
  choices: FigureChoices,
  fits: (image: Image) => boolean = () => true,
): Image | undefined {
  const candidates = songLexicon().images.filter(
    (image) => !choices.usedImages.has(image) && fits(image),
  );
  return fromTheme(choices, candidates);
}

interface Pairing {
  subject: Subject;
  qualities: string[];
}

let pairingsCache: Map<Image, Pairing[]> | undefined;

/** Every subject that shares a quality with the image, worked out once. */
function pairingsOf(image: Image): Pairing[] {
  if (pairingsCache === undefined) {
    const { images, subjects } = songLexicon();
    pairingsCache = new Map(
      images.map((candidate) => [
        candidate,
        subjects
          .filter(
            (subject) =>
              !isSameThing(subject, candidate) &&
              // "The road is a rooftop", "the morning is the dawn": a place is no likeness of a
              // place, nor of a thing of its own kind.
              !(subject.isPlace && (candidate.isPlace || sharesSense(subject, candidate))),
          )
          .filter((subject) => !clashesInSeason(subject, candidate.senses))
          .map((subject) => ({ subject, qualities: pairingQualities(subject, candidate) }))
          .filter((pairing) => pairing.qualities.length >= (pairing.subject.isPlace ? 2 : 1)),
      ]),
    );
  }
  return pairingsCache.get(image) ?? [];
}

/**
 * A place has a traffic's motion only in passing: "the road is a gull, restless and free" and
 * "the highway is a sparrow" join through it. A place is likened to a thing through qualities
 * it keeps, and two of them.
 */
const motionQualities = new Set(['restless', 'free', 'wild', 'drifting', 'reckless', 'young']);

function pairingQualities(subject: Subject, image: Image): string[] {
  const shared = sharedQualities(subject, image);
  return subject.isPlace ? shared.filter((quality) => !motionQualities.has(quality)) : shared;
}

/** What names each season, so the summer is never "a blizzard" nor "a fire on a winter night". */
const seasonNames: Record<string, RegExp> = {
  summer: /\b(?:summer|july|june|august)\b/,
  winter: /\b(?:winter|december|january|february|christmas|snow|frost|blizzard)\b/,
};

function clashesInSeason(subject: Subject, senses: ReadonlySet<string>, text = ''): boolean {
  return Object.keys(seasonNames).some(
    (season) =>
      subject.senses.has(season) &&
      Object.entries(seasonNames).some(
        ([other, names]) =>
          other !== season && ((senses.has(other) && !senses.has(season)) || names.test(text)),
      ),
  );
}

function sharesSense(subject: Subject, image: Image): boolean {
  return [...subject.senses].some((sense) => image.senses.has(sense));
}

/** A setting the subject can stand in: "we" are never "under my sleeve". */
function settingFor(
  image: Image,
  subject: Subject,
  random: RandomSource,
  fits: (setting: string) => boolean = () => true,
): string | undefined {
  return pickOne(
    image.settings.filter(
      (setting) =>
        fitsPerson(subject.person, setting) &&
        !clashesInSeason(subject, new Set(), setting) &&
        fits(setting),
    ),
    random,
  );
}

/** "sits packed by the door" already says where; a setting after it would say it twice. */
const placedAction =
  /\b(?:in|on|by|at|over|under|through|across|from|along|into|past|toward|behind|off)\b/;

function fitsSetting(action: Action, setting: string): boolean {
  return (
    !placedAction.test(action.rest) &&
    // "washes ashore ... on the shore"
    !setting.split(' ').some((word) => word.length > 3 && action.rest.includes(word))
  );
}

/** A line that names no quality needs a strong likeness: two qualities shared, not one. */
const strongLikeness = ({ qualities }: Pairing) => qualities.length >= 2;
/** Places and seasons are likened to things, but only feelings and people act like them. */
const canAct = ({ subject }: Pairing) => !subject.isPlace;

/** Weather, water, land and growing things: what a place can be said to be. */
const natureSenses = new Set([
  'sea',
  'river',
  'rain',
  'winter',
  'summer',
  'sky',
  'woods',
  'desert',
  'garden',
]);

/**
 * A place is said to be another place or a piece of nature ("this town is driftwood", "the
 * city is the wind"), not a thing in it: "the city is a radio", "the city, a candle on the
 * sill". Similes may still liken it to anything ("as lonely as a candle in the dark").
 */
function canBe(image: Image): (pairing: Pairing) => boolean {
  const natural = image.isPlace || [...image.senses].some((sense) => natureSenses.has(sense));
  return ({ subject }) => !subject.isPlace || natural;
}

/** A subject that shares at least one quality with the image (and passes `fits`). */
function chooseSubject(
  choices: FigureChoices,
  image: Image,
  fits: (pairing: Pairing) => boolean = () => true,
): Pairing | undefined {
  const pairings = pairingsOf(image).filter(
    (pairing) =>
      (choices.subjectUses.get(pairing.subject) ?? 0) < subjectUsesAllowed && fits(pairing),
  );
  // When the image already carries the theme, any fitting subject will do.
  if (hasSense(image, choices.theme)) return pickOne(pairings, choices.random);
  const subject = fromTheme(
    choices,
    pairings.map((pairing) => pairing.subject),
  );
  return pairings.find((pairing) => pairing.subject === subject);
}

/** People look back ("you were", "we burned"); feelings and places mostly speak in the present. */
function tenseFor(subject: Subject, random: RandomSource): Tense {
  const pastShare =
    subject.person === 'you'
      ? 0.45
      : subject.person === 'we'
        ? 0.35
        : subject.person === 'I'
          ? 0.2
          : /^(?:our|your) /.test(subject.name)
            ? 0.25
            : 0;
  return random() < pastShare ? 'past' : 'present';
}

function actionsFor(image: Image, qualities: readonly string[], subject?: Subject): Action[] {
  return qualities
    .flatMap((quality) => image.qualities.get(quality) ?? [])
    .filter((action) => !echoesVerb(image, action.verb.base))
    .filter((action) => subject === undefined || canDo(subject.person, action));
}

/**
 * What only the image itself can act on: a hurricane levels the town and fog hides it, but
 * "faith levels the town" or "the truth hides the town" is a clash, not a likeness.
 */
const literalObject =
  /^(?:the|a|an) (?:whole )?(?:town|coast|trees?|fields|hills|road|street|stone|glass|room|boats|boxes|ships|ocean|water|ground|coal|roof|lock|letter|sound)\b/;

/** Actions the subject itself does in a simile ("hope burns all night like a candle"). */
function subjectActionsFor(image: Image, qualities: readonly string[], subject: Subject): Action[] {
  return actionsFor(image, qualities, subject).filter((action) => !literalObject.test(action.rest));
}

/** "a tire swing that swings", "a waterfall that falls", "a flashlight that flashes". */
function echoesVerb(image: Image, verb: string): boolean {
  return image.noun
    .split(' ')
    .some((word) => word.startsWith(verb.slice(0, 4)) || word.endsWith(verb));
}

function figure(form: FigureForm, text: string, parts: Omit<Figure, 'form' | 'text'>): Figure {
  const images = [...new Set([...parts.images, ...imagesNamedIn(text)])];
  return { form, text: capitalized(text), ...parts, images };
}

type Shape = (choices: FigureChoices) => Figure | undefined;

/** "Hope is a lighthouse in the fog." */
const isImageWhere: Shape = (choices) => {
  const image = chooseImage(choices, (candidate) => candidate.settings.length > 0);
  if (image === undefined) return undefined;
  const pairing = chooseSubject(
    choices,
    image,
    (candidate) => strongLikeness(candidate) && canBe(image)(candidate),
  );
  if (pairing === undefined) return undefined;
  const { subject, qualities } = pairing;
  const setting = settingFor(image, subject, choices.random);
  if (setting === undefined) return undefined;
  const tense = tenseFor(subject, choices.random);
  return figure(
    'metaphor',
    `${subject.name} ${be(subject.person, tense)} ${imagePhrase(image)} ${setting}`,
    { images: [image], subject, quality: pickOne(qualities, choices.random)! },
  );
};

/** "My heart is a restless tide." */
const isQualityImage: Shape = (choices) => {
  // "Hope is quiet dust" reads as a description, not a likeness: stuff takes no quality here.
  const image = chooseImage(choices, (candidate) => candidate.article !== '');
  if (image === undefined) return undefined;
  const pairing = chooseSubject(choices, image, canBe(image));
  if (pairing === undefined) return undefined;
  const quality = pickOne(pairing.qualities, choices.random)!;
  const tense = tenseFor(pairing.subject, choices.random);
  return figure(
    'metaphor',
    `${pairing.subject.name} ${be(pairing.subject.person, tense)} ${imagePhrase(image, quality)}`,
    { images: [image], subject: pairing.subject, quality },
  );
};

/** "Regret is a candle that burns all night." */
const isImageThatActs: Shape = (choices) => {
  const image = chooseImage(choices);
  if (image === undefined) return undefined;
  const pairing = chooseSubject(
    choices,
    image,
    // "This town is a satellite that spins alone" reads as the town spinning: places do nothing.
    (pairing) =>
      canAct(pairing) && actionsFor(image, pairing.qualities, pairing.subject).length > 0,
  );
  if (pairing === undefined) return undefined;
  const action = pickOne(actionsFor(image, pairing.qualities, pairing.subject), choices.random)!;
  const tense = tenseFor(pairing.subject, choices.random);
  const does = actionPhrase(action, imagePerson(image), tense);
  return figure(
    'metaphor',
    `${pairing.subject.name} ${be(pairing.subject.person, tense)} ${imagePhrase(image)} that ${does}`,
    { images: [image], subject: pairing.subject, quality: action.quality, action },
  );
};

/** "Your voice, a radio in the dark." */
const namedAsImage: Shape = (choices) => {
  const image = chooseImage(choices, (candidate) => candidate.settings.length > 0);
  if (image === undefined) return undefined;
  const pairing = chooseSubject(
    choices,
    image,
    // "Your voice, a radio in the dark"; never "We, a flashlight".
    (candidate) =>
      (candidate.subject.person === 'it' || candidate.subject.person === 'they') &&
      strongLikeness(candidate) &&
      canBe(image)(candidate),
  );
  if (pairing === undefined) return undefined;
  const setting = settingFor(image, pairing.subject, choices.random);
  if (setting === undefined) return undefined;
  return figure('metaphor', `${pairing.subject.name}, ${imagePhrase(image)} ${setting}`, {
    images: [image],
    subject: pairing.subject,
    quality: pickOne(pairing.qualities, choices.random)!,
  });
};

/** "Hope is a lighthouse, steady and bright." */
const isImageTwoQualities: Shape = (choices) => {
  const image = chooseImage(choices, (candidate) => candidate.qualities.size >= 2);
  if (image === undefined) return undefined;
  const pairing = chooseSubject(
    choices,
    image,
    (candidate) => candidate.qualities.length >= 2 && canBe(image)(candidate),
  );
  if (pairing === undefined) return undefined;
  const [first, second] = shuffled(pairing.qualities, choices.random);
  const tense = tenseFor(pairing.subject, choices.random);
  return figure(
    'metaphor',
    `${pairing.subject.name} ${be(pairing.subject.person, tense)} ${imagePhrase(image)}, ${first} and ${second}`,
    { images: [image], subject: pairing.subject, quality: first },
  );
};

const isCountable = (image: Image) => image.article === 'a' || image.article === 'an';

/** "You were my lighthouse, my faithful compass." */
const youWereMy: Shape = (choices) => {
  const you = songLexicon().subjects.find((subject) => subject.person === 'you')!;
  if ((choices.subjectUses.get(you) ?? 0) >= subjectUsesAllowed) return undefined;
  const first = chooseImage(
    choices,
    (image) => isCountable(image) && sharedQualities(you, image).length > 0,
  );
  if (first === undefined) return undefined;
  const second = chooseImage(
    choices,
    (image) =>
      image !== first &&
      isCountable(image) &&
      // Two images of one world, alike in more than one way, and two words: "my satellite, my
      // distant star", not "my crow, my restless car" nor "my lock, my stubborn locked door".
      [...image.senses].some((sense) => first.senses.has(sense)) &&
      [...image.qualities.keys()].filter((quality) => first.qualities.has(quality)).length >= 2 &&
      !sharesWord(first, image) &&
      sharedQualities(you, image).some((quality) => first.qualities.has(quality)),
  );
  if (second === undefined) return undefined;
  const quality = pickOne(
    sharedQualities(you, second).filter((shared) => first.qualities.has(shared)),
    choices.random,
  )!;
  return figure('metaphor', `you were my ${first.noun}, my ${quality} ${second.noun}`, {
    images: [first, second],
    subject: you,
    quality,
  });
};

/** "I am the shore and you are the tide." */
const iAmYouAre: Shape = (choices) => {
  const image = chooseImage(choices, (candidate) => candidate.partners.length > 0);
  if (image === undefined) return undefined;
  const { imagesByNoun } = songLexicon();
  const partner = imagesByNoun.get(
    pickOne(image.partners, choices.random)!.replace(/^(?:a|an|the) /, ''),
  )!;
  if (choices.usedImages.has(partner)) return undefined;
  const quality = pickOne([...image.qualities.keys()], choices.random)!;
  return figure(
    'metaphor',
    `I am ${definitePhrase(image)} and you are ${definitePhrase(partner)}`,
    { images: [image, partner], quality },
  );
};

/** "Hope flickers like a candle" or "... like a candle in the window". */
function actsLike(withSetting: boolean): Shape {
  return (choices) => {
    const image = chooseImage(
      choices,
      (candidate) => !withSetting || candidate.settings.length > 0,
    );
    if (image === undefined) return undefined;
    const pairing = chooseSubject(
      choices,
      image,
      (pairing) =>
        canAct(pairing) && subjectActionsFor(image, pairing.qualities, pairing.subject).length > 0,
    );
    if (pairing === undefined) return undefined;
    const { subject } = pairing;
    const setting = withSetting ? settingFor(image, subject, choices.random) : '';
    if (setting === undefined) return undefined;
    const action = pickOne(
      subjectActionsFor(image, pairing.qualities, subject).filter(
        (candidate) => !withSetting || fitsSetting(candidate, setting),
      ),
      choices.random,
    );
    if (action === undefined) return undefined;
    const tense = tenseFor(subject, choices.random);
    return figure(
      'simile',
      `${subject.name} ${actionPhrase(action, subject.person, tense)} like ${imagePhrase(image)}${withSetting ? ` ${setting}` : ''}`,
      { images: [image], subject, quality: action.quality, action },
    );
  };
}

/** "Your love is as steady as a lighthouse" or "... as a lighthouse in the fog". */
function asQualityAs(withSetting: boolean): Shape {
  return (choices) => {
    const { comparable } = songLexicon();
    const image = chooseImage(
      choices,
      (candidate) => !withSetting || candidate.settings.length > 0,
    );
    if (image === undefined) return undefined;
    const pairing = chooseSubject(choices, image, ({ qualities }) =>
      qualities.some((quality) => comparable.has(quality)),
    );
    if (pairing === undefined) return undefined;
    const quality = pickOne(
      pairing.qualities.filter((shared) => comparable.has(shared)),
      choices.random,
    )!;
    const tense = tenseFor(pairing.subject, choices.random);
    const place = withSetting ? settingFor(image, pairing.subject, choices.random) : '';
    if (place === undefined) return undefined;
    const setting = withSetting ? ` ${place}` : '';
    return figure(
      'simile',
      `${pairing.subject.name} ${be(pairing.subject.person, tense)} as ${quality} as ${imagePhrase(image)}${setting}`,
      { images: [image], subject: pairing.subject, quality },
    );
  };
}

/** "Like a candle in the window, hope burns all night." */
const likeImageWhereActs: Shape = (choices) => {
  const image = chooseImage(choices, (candidate) => candidate.settings.length > 0);
  if (image === undefined) return undefined;
  const pairing = chooseSubject(
    choices,
    image,
    (pairing) =>
      canAct(pairing) && subjectActionsFor(image, pairing.qualities, pairing.subject).length > 0,
  );
  if (pairing === undefined) return undefined;
  const { subject } = pairing;
  const setting = settingFor(image, subject, choices.random);
  if (setting === undefined) return undefined;
  const action = pickOne(
    subjectActionsFor(image, pairing.qualities, subject).filter((candidate) =>
      fitsSetting(candidate, setting),
    ),
    choices.random,
  );
  if (action === undefined) return undefined;
  const tense = tenseFor(subject, choices.random);
  return figure(
    'simile',
    `like ${imagePhrase(image)} ${setting}, ${subject.name} ${actionPhrase(action, subject.person, tense)}`,
    { images: [image], subject, quality: action.quality, action },
  );
};

/** "Goodbye feels like a cold wind." */
const feelsLike: Shape = (choices) => {
  const image = chooseImage(choices);
  if (image === undefined) return undefined;
  const pairing = chooseSubject(
    choices,
    image,
    (candidate) =>
      candidate.subject.person === 'it' &&
      canAct(candidate) &&
      !candidate.subject.name.includes('feeling'),
  );
  if (pairing === undefined) return undefined;
  const quality = pickOne(pairing.qualities, choices.random)!;
  const tense = tenseFor(pairing.subject, choices.random);
  return figure(
    'simile',
    `${pairing.subject.name} ${tense === 'past' ? 'felt' : 'feels'} like ${imagePhrase(image, quality)}`,
    { images: [image], subject: pairing.subject, quality },
  );
};

/** "We drift like leaves on the wind." */
const weActLikeMany: Shape = (choices) => {
  const we = songLexicon().subjects.find((subject) => subject.person === 'we')!;
  if ((choices.subjectUses.get(we) ?? 0) >= subjectUsesAllowed) return undefined;
  const image = chooseImage(
    choices,
    (candidate) =>
      imagePlural(candidate) !== undefined &&
      subjectActionsFor(candidate, sharedQualities(we, candidate), we).length > 0,
  );
  if (image === undefined) return undefined;
  const action = pickOne(subjectActionsFor(image, sharedQualities(we, image), we), choices.random)!;
  const tense = tenseFor(we, choices.random);
  const place = settingFor(image, we, choices.random);
  const setting =
    place !== undefined && choices.random() < 0.5 && fitsSetting(action, place) ? ` ${place}` : '';
  return figure(
    'simile',
    `we ${actionPhrase(action, 'we', tense)} like ${imagePlural(image)!}${setting}`,
    { images: [image], subject: we, quality: action.quality, action },
  );
};

interface WeightedShape {
  shape: Shape;
  weight: number;
}

export const metaphorShapes: readonly WeightedShape[] = [
  { shape: isImageWhere, weight: 3 },
  { shape: isQualityImage, weight: 2 },
  { shape: isImageThatActs, weight: 3 },
  { shape: namedAsImage, weight: 2 },
  { shape: isImageTwoQualities, weight: 2 },
  { shape: youWereMy, weight: 1 },
  { shape: iAmYouAre, weight: 1 },
];

export const simileShapes: readonly WeightedShape[] = [
  { shape: actsLike(false), weight: 2 },
  { shape: actsLike(true), weight: 3 },
  { shape: asQualityAs(false), weight: 1 },
  { shape: asQualityAs(true), weight: 2 },
  { shape: likeImageWhereActs, weight: 2 },
  { shape: feelsLike, weight: 1 },
  { shape: weActLikeMany, weight: 1 },
];

export function pickShape(shapes: readonly WeightedShape[], random: RandomSource): Shape {
  const total = shapes.reduce((sum, { weight }) => sum + weight, 0);
  let draw = random() * total;
  for (const { shape, weight } of shapes) {
    draw -= weight;
    if (draw < 0) return shape;
  }
  return shapes[shapes.length - 1].shape;
}

/** One figure of the form, or undefined when the shape drawn found nothing that fits. */
export function writeFigure(form: FigureForm, choices: FigureChoices): Figure | undefined {
  const shapes = form === 'metaphor' ? metaphorShapes : simileShapes;
  return pickShape(shapes, choices.random)(choices);
}
