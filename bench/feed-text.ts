/**
 * Deterministic, varied text for the feed benchmark's seed: people's names, posts and
 * comments that read like a creator platform, so row sizes and JSON escaping are realistic.
 */

/** mulberry32: small, fast and seedable, so every seed run builds the same database. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(choices: readonly T[]): T {
    return choices[Math.floor(this.next() * choices.length)];
  }

  /** A standard normal draw (Box-Muller). */
  gauss(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

/** A list from whitespace-separated words (names and stage words have no spaces). */
const words = (list: string): readonly string[] => list.trim().split(/\s+/);

const FIRST_NAMES = words(`
  Ava Liam Maya Noah Zoe Elijah Chloe Mateo Aaliyah Kai Nina Omar Priya Jonas Lena Diego
  Sofia Malik Hana Felix Imani Lucas Yara Theo Amara Ezra Camila Ravi Freya Andre Nadia
  Jules Keiko Marcus Ines Tariq Greta Caleb Luz Soren Wren Dante Mei Isaac Rosa Kofi Elif
  Hugo Tamsin Rafael June Bianca Silas Anaya Milo Esme Jamal Ingrid Leo Noor Sasha Xavier
  Clara Mohammed Iris Bruno Fatima Oscar Lucia Emeka Ruby Pablo Astrid Tomas Zainab Nico
  Sienna Ibrahim Vera Jasper
`);

const LAST_NAMES = words(`
  Reyes Okafor Nguyen Schmidt Haddad Kowalski Tanaka Oliveira Murphy Andersen Mensah Rossi
  Kim Dubois Patel Garcia Novak Fischer Johansson Silva Cohen Walker Ibrahim Moreau Park
  Santos Bauer Lindqvist Adeyemi Costa Hughes Yilmaz Castillo Nakamura Brennan Petrov
  Alvarez Osei Larsen Romero Weiss Chen Herrera Kaur Quinn Lopez Varga Ito Ferreira Mwangi
  Dalton Sato Morales Keller Ali
`);

const STAGE_WORDS = words(`
  Velvet Neon Echo Static Midnight Golden Paper Glass Hollow Wild Silver Crimson Lunar
  Copper Violet Northern Analog Salt Ember Tidal
`);

const STAGE_NOUNS = words(`
  Harbor Foxes Signal Garden Satellites Lanterns Orchard Wolves Tapes Rivers Machines
  Pilots Ghosts Mirrors Comets Atlas Season Parade
`);

export const LOCATIONS = [
  'Austin, TX',
  'Brooklyn, NY',
  'Berlin',
  'Lagos',
  'London',
  'Nashville, TN',
  'Atlanta, GA',
  'Montreal',
  'Seoul',
  'São Paulo',
  'Melbourne',
  'Los Angeles, CA',
  'Manchester',
  'Accra',
  'Stockholm',
  'Mexico City',
  'Tokyo',
  'Chicago, IL',
  'Paris',
  'Lisbon',
  'Toronto',
  'Nairobi',
] as const;

export const CONTENT_TYPES = [
  'Music',
  'Visual Art',
  'Video',
  'Writing',
  'Photography',
  'Podcast',
  'Merch',
] as const;

const OPENERS = [
  'Just finished',
  'Working on',
  'Late night session on',
  'Studio update:',
  'Sneak peek of',
  'Finally mixing',
  'Can’t stop replaying',
  'Behind the scenes of',
  'Tour diary:',
  'Rewrote',
  'Still tweaking',
  'Recorded',
  'Sketching out',
  'Spent all day on',
  'First listen:',
  'Scrapped and rebuilt',
  'Rehearsing',
  'Mastered',
  'Shot the video for',
  'Printed',
] as const;

const SUBJECTS = [
  'the new single',
  'a B-side nobody has heard',
  'the bridge',
  'a rough demo',
  'the final mix',
  'the second verse',
  'an acoustic version',
  'the synth line',
  'the drum loop',
  'the chorus',
  'the cover art',
  'a live take',
  'the intro',
  'an unreleased remix',
  'the string arrangement',
  'a collab with an old friend',
  'the vinyl test pressing',
  'the tour poster',
  'a voice memo',
  'the lyric sheet',
  'the EP tracklist',
  'a lo-fi sketch',
  'the bassline',
  'the outro',
] as const;

const DETAILS = [
  'and it finally feels right',
  'with way too much reverb',
  'at 3am with cold coffee',
  'in one take',
  'after a week of second-guessing',
  'on a borrowed guitar',
  'with the windows open and the rain coming in',
  'for the people who have been here since day one',
  'and I think it is the best thing I have made',
  'with a 1970s drum machine',
  'while the neighbours were out',
  'in a tiny room in the back of the venue',
  'using only sounds recorded on the street',
  'and the tempo is still wrong',
  'with help from the best engineer I know',
  'because you kept asking for it',
  'on tape, no edits',
  'and I cried a little at the end',
  'for the third time this month',
  'between two soundchecks',
] as const;

const ASIDES = [
  'Headphones recommended.',
  'Tell me what you hear first.',
  'Subscribers get the stems.',
  'More soon, promise.',
  'Thank you for listening, truly.',
  'The full version is up for supporters.',
  'Which version do you prefer?',
  'Comments are open, be honest.',
  'Turn it up.',
  'This one is for the night shift.',
  'Tickets link in my profile.',
  'No autotune, for once.',
  'Mood: rain on a tin roof.',
  'Shoutout to everyone who came out last weekend.',
  'It took 14 drafts to get here.',
  'Back to the studio tomorrow.',
] as const;

const TAGS = [
  '#newmusic',
  '#studio',
  '#demo',
  '#indie',
  '#producer',
  '#songwriting',
  '#synth',
  '#vinyl',
  '#livemusic',
  '#behindthescenes',
  '#artistlife',
  '#beats',
  '#mixing',
  '#tour',
] as const;

const EMOJI = ['🎧', '🎹', '🎸', '🔥', '✨', '🌙', '🎤', '💿', '🖤', '🙏'] as const;

const TITLE_STARTS = [
  'Notes on',
  'Demo:',
  'New:',
  'Tour diary —',
  'Out now:',
  'Supporters only:',
  'Rough cut:',
  'Stems:',
  'Studio log:',
  'Early access:',
  'Lyrics:',
  'Live from',
] as const;

const COMMENT_LINES = [
  'This is incredible.',
  'On repeat all week.',
  'The bridge though!',
  'Need this on vinyl.',
  'Chills. Every time.',
  'Can’t wait for the full release.',
  'That synth tone is perfect.',
  'Saw you live last month, still thinking about it.',
  'Drop the stems please!',
  'This got me through my commute.',
  'Best one yet.',
  'The drums hit so hard.',
  'More of this please.',
  'Playing this for everyone I know.',
  'Underrated.',
] as const;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A name a person might sign up with; stage names for a share of the creators. */
export function personName(random: SeededRandom, creator: boolean) {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  if (creator && random.chance(0.45)) {
    const stage = [
      () => `${random.pick(STAGE_WORDS)} ${random.pick(STAGE_NOUNS)}`,
      () => `DJ ${random.pick(STAGE_WORDS)}`,
      () => `${first} & the ${random.pick(STAGE_NOUNS)}`,
      () => `The ${random.pick(STAGE_WORDS)} ${random.pick(STAGE_NOUNS)}`,
      () => `${first.toLowerCase()}${random.int(1, 99)}beats`,
    ];
    return { first, last, display: random.pick(stage)() };
  }
  const display = random.chance(0.2) ? `${first} ${last.charAt(0)}.` : `${first} ${last}`;
  return { first, last, display };
}

function sentence(random: SeededRandom): string {
  if (random.chance(0.3)) return random.pick(ASIDES);
  return `${random.pick(OPENERS)} ${random.pick(SUBJECTS)} ${random.pick(DETAILS)}${random.pick(['.', '.', '!', '…'])}`;
}

/**
 * Post text of `min`..`max` characters (code points), cut at a word boundary. Sentences are
 * plain BMP text; an emoji (two UTF-16 units, one character) is only ever added whole.
 */
export function postText(random: SeededRandom, min: number, max: number): string {
  const target = random.int(min, max);
  const parts: string[] = [];
  let length = -1; // the joined length: parts plus the spaces between them
  while (length < target) {
    const part = sentence(random);
    parts.push(part);
    length += part.length + 1;
  }
  if (random.chance(0.35)) parts.push(`${random.pick(TAGS)} ${random.pick(TAGS)}`);
  let text = parts.join(' ');
  if (text.length > target) {
    let cut = text.lastIndexOf(' ', target);
    if (cut < min) cut = text.indexOf(' ', min);
    if (cut > 0) text = text.slice(0, cut);
  }
  if (text.length + 2 <= max && random.chance(0.3)) text = `${text} ${random.pick(EMOJI)}`;
  return text;
}

export function postTitle(random: SeededRandom): string {
  return `${random.pick(TITLE_STARTS)} ${random.pick(SUBJECTS)}`;
}

export function commentText(random: SeededRandom): string {
  const line = random.pick(COMMENT_LINES);
  return random.chance(0.3) ? `${line} ${random.pick(EMOJI)}` : line;
}

export function creatorBio(random: SeededRandom): string {
  return capitalize(`${random.pick(SUBJECTS)} ${random.pick(DETAILS)}. ${random.pick(ASIDES)}`);
}
