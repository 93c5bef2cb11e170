/** Which hashtags, keywords and topics a piece of content is about. */
import { isCommonWord } from './common-words';

const HASHTAG = /(?:^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{2,60})/gu;

/** The hashtags in a text, lowercased, without `#`, each once. */
export function hashtagsIn(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) tags.add(match[1].toLowerCase());
  return [...tags];
}

/** `#LoFi #studyBeats` → ['lofi', 'studybeats']. */
export function parseHashtagList(hashtags: string): string[] {
  return hashtags
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, '').toLowerCase())
    .filter((tag) => /^[\p{L}\p{N}_]{2,60}$/u.test(tag));
}

const WORD = /[\p{L}][\p{L}'’-]*[\p{L}]/gu;
const MIN_KEYWORD_LENGTH = 4;
/** The uncommon words of a text, lowercased, each once: what it is about besides its hashtags. */
export function keywordsIn(text: string): string[] {
  const withoutTags = text.replace(HASHTAG, ' ');
  const words = new Set<string>();
  for (const [match] of withoutTags.matchAll(WORD)) {
    const word = match.toLowerCase().replace(/[’']s$/u, '');
    if (word.length < MIN_KEYWORD_LENGTH || /['’-]/u.test(word)) continue;
    if (isCommonWord(word)) continue;
    words.add(word);
  }
  return [...words];
}

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

export interface TopicTerms {
  hashtags: string[];
  /** The topic's name as a phrase of whole words ("lo fi beats"). */
  phrase: string;
}

export function topicTerms(topic: string, hashtags: string): TopicTerms {
  return { hashtags: parseHashtagList(hashtags), phrase: normalise(topic).trim() };
}

/** Content is about a topic when it carries one of its hashtags or names it in words. */
export function isAbout(content: { text: string; tags: readonly string[] }, terms: TopicTerms) {
  if (terms.hashtags.some((tag) => content.tags.includes(tag))) return true;
  return terms.phrase.length >= 3 && normalise(content.text).includes(` ${terms.phrase} `);
}
