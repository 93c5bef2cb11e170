/**
 * Reads a creator's prompt the way a person would before writing the post: what it is about
 * (a release, a show, a milestone...), the title or place it names, when it happens, and the
 * prompt itself said as a clean headline. The writer only puts words of the prompt inside its
 * own sentences when it knows their grammar (a title, a city, a day); everything else is said
 * as the headline, on its own, so a slot never shows.
 */

export type PostKind =
  'release' | 'show' | 'milestone' | 'merch' | 'lesson' | 'process' | 'general';

/** Whether a release is already out, still to come, or the prompt does not say. */
export type ReleaseState = 'out' | 'upcoming' | 'unknown';

export interface PromptReading {
  /** The prompt as a post says it: capitalised, punctuated, without "write a caption about". */
  headline: string;
  kind: PostKind;
  state: ReleaseState;
  /** A title named in the prompt ("Neon Rain"). */
  title: string | null;
  /** What a sentence can call the thing ("Neon Rain", "the new EP", "the Berlin show"), or null. */
  ref: string | null;
  refIsPlural: boolean;
  /** single, EP, album, video, cover... as typed. */
  format: string | null;
  /** "Friday", "tonight", "this Saturday": reads after "out" and after "see you". */
  when: string | null;
  /** A place after "in" or "at" ("Berlin"). */
  where: string | null;
  /** Capitalised names in the prompt (titles, places, artists), for hashtags. */
  names: string[];
  /** The prompt's words in lower case, for hashtags. */
  words: string[];
  /** Hashtags the creator typed into the prompt, without `#`. */
  typedHashtags: string[];
}

const LEAD_IN =
  /^(?:(?:please|can you|could you|help me)\s+)*(?:write|make|create|draft|give me|generate|post|do)\s+(?:me\s+)?(?:(?:a|an|some|the|my)\s+)?(?:[\w-]+\s+){0,3}?(?:about|for|on|promoting|announcing|to announce|to promote)\s+/i;
const BARE_LEAD_IN =
  /^(?:(?:a|an)\s+)?(?:caption|post|thread|script|video script|story|tweet|reel|tiktok)s?\s+(?:about|for|on)\s+/i;
const GERUND_LEAD_IN = /^(?:promoting|announcing|teasing|introducing|sharing|showing off)\s+/i;
/** A question to the writer rather than the post: "what should I post about my gig?" */
const QUESTION_LEAD_IN =
  /^(?:what|how)\s+(?:should|can|do)\s+i\s+(?:post|write|say|caption)\s+(?:about|for|on)\s+(.+?)\?*$/i;
const TYPED_HASHTAGS = /(?:^|\s)#([\p{L}\p{N}_]{2,60})/gu;

const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const MONTH =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const WHEN = new RegExp(
  `\\b(today|tonight|tomorrow|this (?:week(?:end)?|month|${DAY})|next (?:week(?:end)?|month|${DAY})|${DAY}|in ${MONTH}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?)\\b`,
  'i',
);
const DAY_OR_MONTH = new RegExp(`^(?:${DAY}|${MONTH})$`, 'i');

/** "next friday" → "next Friday": days and months are names. */
function namedDays(text: string): string {
  return text.replace(
    new RegExp(`\\b(${DAY}|${MONTH})\\b`, 'gi'),
    (word) => word[0].toUpperCase() + word.slice(1).toLowerCase(),
  );
}

const KIND_WORDS: [PostKind, RegExp][] = [
  [
    'milestone',
    /\b(\d[\d,.]*\s*k?\+?\s*(?:streams|plays|followers|subscribers|subs|listeners|views|fans)|milestone|thank you|thanks (?:to|for)|sold[- ]out|anniversary)\b/i,
  ],
  ['lesson', /\b(how (?:i|to|we)|tips?|tutorial|lessons?|mistakes?|guide|explained|tricks?)\b/i],
  [
    'show',
    /\b(playing (?:at|in)|(?:release|launch|listening) party|shows?|gigs?|concerts?|tour(?:ing)?|live (?:show|set)|festivals?|tickets|headlin\w*|opening for|support slot|playing live)\b/i,
  ],
  ['merch', /\b(merch|hoodies?|tees|t-shirts?|shirts?|totes?|posters?)\b/i],
  [
    'release',
    /\b(singles?|ep|album|songs?|tracks?|(?:music )?video|mixtape|remix|beats?|cover|out now|drops?|dropping|releas\w*|premieres?|snippet|new music|vinyl)\b/i,
  ],
  [
    'process',
    /\b(behind the scenes|bts|making of|studio|recording|sessions?|demo|writing|in the works|work in progress|wip|rehears\w*)\b/i,
  ],
];

const FORMATS =
  /\b(single|EP|album|music video|video|mixtape|remix|beat tape|beats|song|track|cover|vinyl)\b/i;
const OUT =
  /\b(out now|is out|are out|is up|up now|is live|just dropped|dropped|just released|available now|live now)\b/i;
const UPCOMING =
  /\b(out (?:on |this |next )?\w+day|drops?|dropping|coming|soon|pre-?save|finished|premieres?|will be|next)\b/i;

/** Spaces, repeated punctuation and stray brackets tidied; a prompt is text, not a template. */
export function tidyPrompt(prompt: string): string {
  return (
    prompt
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f{}[\]<>]/g, ' ')
      .replace(/([!?])[!?]+/g, '$1')
      .replace(/\.{2,}/g, '…')
      .replace(/([,;:])[,;:.]+/g, '$1')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s+([,.;:!?…])/g, '$1')
      // "? ." or ",." typed in a hurry: the run says one thing, the strongest mark of it.
      .replace(/[.,;:!?](?:[^\S\n]*[.,;:!?])+/g, (run) =>
        run.includes('?') ? '?' : run.includes('!') ? '!' : run.includes('.') ? '.' : run[0],
      )
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}

function withoutLeadIn(text: string): string {
  let rest = tidyPrompt(text.replace(TYPED_HASHTAGS, ' '))
    .replace(QUESTION_LEAD_IN, '$1')
    .replace(LEAD_IN, '')
    .replace(BARE_LEAD_IN, '')
    .replace(GERUND_LEAD_IN, '');
  // "Write a caption: new single out Friday"
  rest = rest.replace(/^(?:write|make|create|draft|generate)\b[^:]{0,40}:\s*/i, '');
  return rest.trim().length > 0 ? rest.trim() : text.trim();
}

/** A standalone headline of at most about two short sentences. */
function headlineOf(text: string): string {
  const sentences = text.split(/(?<=[.!?…])\s+|\n+/).filter((sentence) => sentence.length > 0);
  let headline = '';
  for (const sentence of sentences) {
    const next = headline ? `${headline} ${sentence}` : sentence;
    if (headline && next.length > 180) break;
    headline = next;
  }
  if (headline.length > 180) {
    // One long sentence: keep its first clauses, cut where a person would pause.
    const cut = headline.slice(0, 180);
    const pause = Math.max(
      cut.lastIndexOf(', '),
      cut.lastIndexOf(' – '),
      cut.lastIndexOf(' - '),
      cut.lastIndexOf(' and '),
    );
    headline =
      pause > 40
        ? cut.slice(0, pause)
        : cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 180);
  }
  headline = namedDays(headline)
    // "my song Paper Moons which is out now": a noun phrase, then its news.
    .replace(/^((?:(?!\b(?:is|are|was|were)\b)[^,])+?) (?:which|that) (is|are) /i, '$1 $2 ')
    .replace(/"([^"]+)"/g, '“$1”')
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ve|ll|d)\b/g, "I'$1")
    .replace(/\bi’(m|ve|ll|d)\b/g, 'I’$1')
    .replace(/\s+-\s+/g, ' – ')
    .replace(/[\s,;:–-]+$/, '');
  headline = headline.replace(/^[\s.,;:!?…–-]+/, '');
  // Punctuation alone ("!!!") says nothing a post can repeat.
  if (!/[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(headline)) return 'Something new.';
  headline = headline[0].toUpperCase() + headline.slice(1);
  return /[.!?…\p{Extended_Pictographic}\uFE0F]$/u.test(headline) ? headline : `${headline}.`;
}

const NOT_NAMES = new Set([
  'I',
  'My',
  'Our',
  'The',
  'A',
  'An',
  'This',
  'New',
  'We',
  'Me',
  'Just',
  'So',
  'EP',
  'LP',
  'DJ',
  'OK',
  'POV',
  'BTS',
  'TikTok',
  'Instagram',
  'YouTube',
  'Twitter',
  'Spotify',
]);

/**
 * Runs of capitalised words: "Neon Rain", "Berlin", "Fleetwood Mac". The first word of the
 * prompt counts only when it starts a run ("Neon Rain is out"), not a sentence ("Tour dates").
 */
function capitalisedNames(text: string): string[] {
  const names: string[] = [];
  const pattern =
    /(?<=^|[\s“"'(])((?:[A-Z0-9][\p{L}\p{N}'’&]*)(?:\s+(?:[A-Z0-9][\p{L}\p{N}'’&]*))*)/gu;
  for (const match of text.matchAll(pattern)) {
    const words = match[1]
      .split(/\s+/)
      .filter((word) => !NOT_NAMES.has(word) && !DAY_OR_MONTH.test(word) && /^\p{L}/u.test(word));
    if (match.index === 0 && words.length < 2) continue;
    if (words.length > 0) names.push(words.join(' '));
  }
  return names;
}

function titleOf(text: string): string | null {
  const quoted = /[“"‘]([^”"’]{2,40})[”"’]/.exec(text);
  if (quoted) return quoted[1].trim();
  const named =
    /\b(?:single|EP|album|song|track|video|mixtape|remix|cover of|called|titled|named)\s+((?:[A-Z0-9][\p{L}\p{N}'’&]*)(?:\s+(?:[A-Z0-9][\p{L}\p{N}'’&]*|of|the|in|on|and|a|to))*)/u.exec(
      text,
    );
  if (!named) return null;
  const title = named[1]
    .replace(/(?:\s+(?:of|the|in|on|and|a|to))+$/, '')
    .split(/\s+/)
    .filter((word) => !DAY_OR_MONTH.test(word))
    .join(' ');
  return title.length >= 2 && !NOT_NAMES.has(title) ? title : null;
}

function whenOf(text: string): string | null {
  const match = WHEN.exec(text);
  return match ? namedDays(match[1].toLowerCase()) : null;
}

/** A city ("in Berlin") before a venue ("at The Lexington"): a city can be spoken to. */
function whereOf(text: string): string | null {
  const place = /\b(?:in)\s+((?:[A-Z][\p{L}'’-]+)(?:\s+[A-Z][\p{L}'’-]+){0,2})/u;
  const venue = /\b(?:at)\s+(?:the\s+|The\s+)?((?:[A-Z][\p{L}'’-]+)(?:\s+[A-Z][\p{L}'’-]+){0,2})/u;
  const match = place.exec(text) ?? venue.exec(text);
  if (!match) return null;
  const name = match[1]
    .split(/\s+/)
    .filter((word) => !DAY_OR_MONTH.test(word))
    .join(' ');
  return name.length > 1 && !NOT_NAMES.has(name) ? name : null;
}

function refOf(reading: Omit<PromptReading, 'ref' | 'refIsPlural'>, text: string) {
  const { kind, title, format, where } = reading;
  if (kind === 'release' || (kind === 'process' && title)) {
    if (format?.toLowerCase() === 'cover') {
      return { ref: title ? `my cover of ${title}` : 'this cover', refIsPlural: false };
    }
    if (title) return { ref: title, refIsPlural: false };
    if (format?.toLowerCase() === 'beats') return { ref: 'these beats', refIsPlural: true };
    if (format) {
      const said = /^(ep|lp)$/i.test(format) ? format.toUpperCase() : format.toLowerCase();
      return { ref: `the new ${said}`, refIsPlural: false };
    }
  }
  if (kind === 'show') {
    if (/\btour\b/i.test(text)) return { ref: 'the tour', refIsPlural: false };
    return { ref: where ? `the ${where} show` : 'the show', refIsPlural: false };
  }
  if (kind === 'merch') return { ref: 'the new merch', refIsPlural: false };
  return { ref: null, refIsPlural: false };
}

export function readPrompt(prompt: string): PromptReading {
  const text = withoutLeadIn(tidyPrompt(prompt));
  const kind = KIND_WORDS.find(([, words]) => words.test(text))?.[0] ?? 'general';
  const format = FORMATS.exec(text)?.[1] ?? null;
  const state: ReleaseState = OUT.test(text) ? 'out' : UPCOMING.test(text) ? 'upcoming' : 'unknown';
  const when = whenOf(text);
  const base = {
    headline: headlineOf(text),
    kind,
    state: when && state === 'unknown' ? 'upcoming' : state,
    title: titleOf(text),
    format,
    when,
    where: whereOf(text),
    names: capitalisedNames(text),
    words: (text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? []).map((word) =>
      word.replace(/['’].*$/, ''),
    ),
    typedHashtags: [...tidyPrompt(prompt).matchAll(TYPED_HASHTAGS)].map((match) => match[1]),
  } satisfies Omit<PromptReading, 'ref' | 'refIsPlural'>;
  return { ...base, ...refOf(base, text) };
}
