/**
 * Sentence shapes for metaphors and similes. Each names the word slots it needs; the line
 * generators fill them (from the theme where they can) and keep the shapes varied.
 */
import { pluralOf, withArticle } from './phrasing';

export type Slot =
  'tenor' | 'vehicle' | 'otherVehicle' | 'adjective' | 'comparable' | 'place' | 'substance';

/** A verb the template conjugates itself, so lines stay grammatical whatever fills them. */
export interface Action {
  base: string;
  third: string;
}

export interface LineWords {
  /** Already phrased: "my heart", "the night", "silence". */
  tenor: string;
  vehicle: string;
  otherVehicle: string;
  adjective: string;
  /** An adjective that compares: "as cold as ...". */
  comparable: string;
  place: string;
  substance: string;
  action: Action;
}

export interface LineTemplate {
  shape: string;
  slots: readonly Slot[];
  write: (words: LineWords) => string;
}

/** Couplet lines end on the rhyme word; `adjective` alliterates with it in rhyming metaphors. */
export interface CoupletLineTemplate {
  shape: string;
  slots: readonly ('tenor' | 'adjective' | 'comparable' | 'place')[];
  write: (words: LineWords, rhymeWord: string) => string;
}

export const actions: readonly Action[] = [
  ['burn', 'burns'],
  ['wait', 'waits'],
  ['fall', 'falls'],
  ['shine', 'shines'],
  ['drift', 'drifts'],
  ['glow', 'glows'],
  ['break', 'breaks'],
  ['sing', 'sings'],
  ['spin', 'spins'],
  ['hang', 'hangs'],
  ['sleep', 'sleeps'],
  ['fade', 'fades'],
  ['rise', 'rises'],
  ['shake', 'shakes'],
  ['wander', 'wanders'],
].map(([base, third]) => ({ base, third }));

export const metaphorTemplates: readonly LineTemplate[] = [
  {
    shape: 'X is a Y',
    slots: ['tenor', 'vehicle'],
    write: (words) => `${words.tenor} is ${withArticle(words.vehicle)}`,
  },
  {
    shape: 'X is a ADJ Y',
    slots: ['tenor', 'adjective', 'vehicle'],
    write: (words) => `${words.tenor} is ${withArticle(`${words.adjective} ${words.vehicle}`)}`,
  },
  {
    shape: "X, a Y that won't VERB",
    slots: ['tenor', 'vehicle'],
    write: (words) =>
      `${words.tenor}, ${withArticle(words.vehicle)} that won't ${words.action.base}`,
  },
  {
    shape: 'X: the Y of the Z',
    slots: ['tenor', 'vehicle', 'place'],
    write: (words) => `${words.tenor}: the ${words.vehicle} of the ${words.place}`,
  },
  {
    shape: 'X was a Y made of S',
    slots: ['tenor', 'vehicle', 'substance'],
    write: (words) => `${words.tenor} was ${withArticle(words.vehicle)} made of ${words.substance}`,
  },
  {
    shape: 'I am the Y and you are the Z',
    slots: ['vehicle', 'place'],
    write: (words) => `I am the ${words.vehicle} and you are the ${words.place}`,
  },
  {
    shape: 'X is a Y in the Z',
    slots: ['tenor', 'vehicle', 'place'],
    write: (words) => `${words.tenor} is ${withArticle(words.vehicle)} in the ${words.place}`,
  },
  {
    shape: 'you were my Y, my ADJ Y2',
    slots: ['vehicle', 'adjective', 'otherVehicle'],
    write: (words) => `you were my ${words.vehicle}, my ${words.adjective} ${words.otherVehicle}`,
  },
];

export const simileTemplates: readonly LineTemplate[] = [
  {
    shape: 'X VERBS like a Y',
    slots: ['tenor', 'vehicle'],
    write: (words) => `${words.tenor} ${words.action.third} like ${withArticle(words.vehicle)}`,
  },
  {
    shape: 'like a Y in the Z, X VERBS',
    slots: ['vehicle', 'place', 'tenor'],
    write: (words) =>
      `like ${withArticle(words.vehicle)} in the ${words.place}, ${words.tenor} ${words.action.third}`,
  },
  {
    shape: 'X is as ADJ as a Y',
    slots: ['tenor', 'comparable', 'vehicle'],
    write: (words) => `${words.tenor} is as ${words.comparable} as ${withArticle(words.vehicle)}`,
  },
  {
    shape: 'I VERB like a Y in the Z',
    slots: ['vehicle', 'place'],
    write: (words) =>
      `I ${words.action.base} like ${withArticle(words.vehicle)} in the ${words.place}`,
  },
  {
    shape: 'as ADJ as a Y in the Z',
    slots: ['comparable', 'vehicle', 'place'],
    write: (words) =>
      `as ${words.comparable} as ${withArticle(words.vehicle)} in the ${words.place}`,
  },
  {
    shape: 'X feels like a ADJ Y',
    slots: ['tenor', 'adjective', 'vehicle'],
    write: (words) =>
      `${words.tenor} feels like ${withArticle(`${words.adjective} ${words.vehicle}`)}`,
  },
  {
    shape: 'we VERB like Ys in the Z',
    slots: ['vehicle', 'place'],
    write: (words) =>
      `we ${words.action.base} like ${pluralOf(words.vehicle)} in the ${words.place}`,
  },
  {
    shape: 'you VERB like a Y made of S',
    slots: ['vehicle', 'substance'],
    write: (words) =>
      `you ${words.action.base} like ${withArticle(words.vehicle)} made of ${words.substance}`,
  },
];

/** Rhyming metaphors: the adjective (or the tenor) alliterates with the rhyme word at the end. */
export const metaphorCoupletTemplates: readonly CoupletLineTemplate[] = [
  {
    shape: 'X is a ADJ W',
    slots: ['tenor', 'adjective'],
    write: (words, rhymeWord) =>
      `${words.tenor} is ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
  {
    shape: 'X became a ADJ W',
    slots: ['tenor', 'adjective'],
    write: (words, rhymeWord) =>
      `${words.tenor} became ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
  {
    shape: 'you are my ADJ W',
    slots: ['adjective'],
    write: (words, rhymeWord) => `you are my ${words.adjective} ${rhymeWord}`,
  },
  {
    shape: "in the Z I'm a ADJ W",
    slots: ['place', 'adjective'],
    write: (words, rhymeWord) =>
      `in the ${words.place} I'm ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
  {
    shape: 'X was only a ADJ W',
    slots: ['tenor', 'adjective'],
    write: (words, rhymeWord) =>
      `${words.tenor} was only ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
];

export const simileCoupletTemplates: readonly CoupletLineTemplate[] = [
  {
    shape: 'X VERBS like a ADJ W',
    slots: ['tenor', 'adjective'],
    write: (words, rhymeWord) =>
      `${words.tenor} ${words.action.third} like ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
  {
    shape: 'I VERB like a ADJ W',
    slots: ['adjective'],
    write: (words, rhymeWord) =>
      `I ${words.action.base} like ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
  {
    shape: 'X is as ADJ as a W',
    slots: ['tenor', 'comparable'],
    write: (words, rhymeWord) =>
      `${words.tenor} is as ${words.comparable} as ${withArticle(rhymeWord)}`,
  },
  {
    shape: 'in the Z you VERB like a W',
    slots: ['place'],
    write: (words, rhymeWord) =>
      `in the ${words.place} you ${words.action.base} like ${withArticle(rhymeWord)}`,
  },
  {
    shape: 'we VERB like a ADJ W',
    slots: ['adjective'],
    write: (words, rhymeWord) =>
      `we ${words.action.base} like ${withArticle(`${words.adjective} ${rhymeWord}`)}`,
  },
];
