/**
 * The writer's phrasing: whole sentences a musician would post, grouped by what the post is
 * about (its kind) and by tone. A sentence only takes a piece of the prompt when the reading
 * knows what that piece is (a title, a city, a day); a phrase returns null where it would not
 * fit, so it is never said with a gap or a wrong word in it.
 */
import type { StudioPlatform, StudioTone } from '../../../../contract/studio';
import type { PostKind, PromptReading } from './prompt-reading';

export interface Voice {
  reading: PromptReading;
  /** The trending topic's name as said mid-sentence ("bedroom pop"), or null. */
  topic: string | null;
  platform: StudioPlatform;
  tone: StudioTone;
}

export type Phrase = (voice: Voice) => string | null;

function capitalise(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

const isVideoPlatform = (voice: Voice) => voice.platform !== 'twitter';
/** A song, a video, a session: something made, that "it" can stand for. */
const madeThing = (reading: PromptReading) =>
  reading.kind === 'release' || reading.kind === 'process';
const teaches = (reading: PromptReading) => reading.kind === 'lesson' || reading.kind === 'process';
/** Lines that ask people to listen now only fit a release that is out (or may be). */
const listenable = (reading: PromptReading) =>
  reading.kind === 'release' && reading.state !== 'upcoming';

/** First lines before the headline: they never repeat the prompt, so they fit any prompt. */
const OPENERS: Record<StudioTone, Phrase[]> = {
  engaging: [
    () => 'Okay, I can finally talk about this.',
    () => 'Stop scrolling for a second.',
    () => 'I’ve been sitting on this one for a while.',
    () => 'You’re one of the first to know.',
    ({ reading }) =>
      reading.kind === 'release' && reading.ref && reading.state === 'out'
        ? `Have you heard ${reading.ref} yet?`
        : null,
    ({ reading }) =>
      reading.kind === 'show' && reading.where ? `${reading.where}, are you ready?` : null,
  ],
  funny: [
    () => 'Acting normal about this. Failing.',
    () => 'Nobody asked, but I’m telling you anyway.',
    () => 'Brought to you by zero hours of sleep.',
    () => 'My group chat has muted me, so you’re hearing it instead.',
    ({ reading }) =>
      reading.kind === 'milestone' ? 'I’m being very cool and professional about this.' : null,
  ],
  inspirational: [
    () => 'This one started as a maybe.',
    () => 'A year ago I wouldn’t have believed this.',
    () => 'Small steps got me here.',
    () => 'Proof that slow progress is still progress.',
  ],
  educational: [
    ({ reading }) =>
      teaches(reading) || reading.kind === 'general' ? 'Quick one for the musicians here.' : null,
    () => 'Here’s the story behind this one.',
    () => 'A bit of context first.',
    ({ reading }) => (teaches(reading) ? 'Something I wish I’d known sooner.' : null),
    ({ reading }) => (teaches(reading) ? 'Let me break this down.' : null),
    ({ reading }) =>
      reading.kind === 'lesson' ? 'What took me years to figure out, in one post.' : null,
  ],
  controversial: [
    () => 'Not everyone will like this, and that’s fine.',
    () => 'Some of you won’t like this one.',
    ({ reading }) =>
      reading.kind === 'lesson' ? 'Unpopular opinion: most advice on this is wrong.' : null,
    ({ reading }) =>
      reading.kind === 'release' ? 'This is the best thing I’ve made. I said what I said.' : null,
  ],
};

/** What a person says about each kind of post. */
const ABOUT: Record<PostKind, Phrase[]> = {
  release: [
    ({ reading }) =>
      /^cover$/i.test(reading.format ?? '')
        ? 'I’ve loved this song for years, so I took my time with it.'
        : 'I wrote it in one night and then spent months getting it right.',
    () => 'It’s the most honest thing I’ve made so far.',
    ({ reading }) =>
      listenable(reading) ? 'Play it loud, late, and with someone you like.' : null,
    ({ reading }) =>
      listenable(reading) && /^(single|song|track|EP|album|cover)$/i.test(reading.format ?? '')
        ? 'Headphones on for this one. There’s a detail in the second half I’m proud of.'
        : null,
    ({ reading }) => (reading.state === 'out' ? 'It’s out now, wherever you listen.' : null),
    ({ reading }) =>
      reading.state === 'upcoming' &&
      reading.ref &&
      reading.when &&
      !reading.headline.toLowerCase().includes(reading.when.toLowerCase())
        ? `${capitalise(reading.ref)} ${reading.refIsPlural ? 'are' : 'is'} out ${reading.when}.`
        : null,
    ({ reading }) =>
      reading.state === 'upcoming' && !reading.when
        ? 'It’s almost ready, and I can’t wait for you to hear it.'
        : null,
    ({ reading }) =>
      reading.ref && reading.state !== 'upcoming'
        ? `I’ve had ${reading.ref} on repeat for weeks and I’m still not tired of ${reading.refIsPlural ? 'them' : 'it'}.`
        : null,
  ],
  show: [
    () => 'Come early, stay late, sing loud.',
    () => 'New songs, old favourites, and probably one I shouldn’t play yet.',
    () => 'Nothing beats a room full of people singing the words back.',
    ({ reading }) => (reading.when ? `See you ${reading.when}.` : null),
    ({ reading }) => (reading.where ? `${reading.where}, I’ve been waiting for this one.` : null),
    ({ reading }) =>
      reading.ref === 'the tour' ? 'Every city on the list is one I’ve wanted to play.' : null,
  ],
  milestone: [
    () => 'I never thought I’d get to write this post.',
    () => 'Every one of you who pressed play, shared a link or told a friend did this.',
    () => 'A year ago I was refreshing the page hoping anyone had listened.',
    () => 'This one is yours as much as mine.',
    () => 'I’m celebrating the only way I know: by making the next thing.',
  ],
  merch: [
    () => 'I designed it to be something I’d actually wear off stage.',
    () => 'Small run, so when it’s gone, it’s gone.',
    () => 'Every order helps fund the next record, and I don’t take that lightly.',
    () => 'I wanted it to feel like the music: a bit rough, very comfortable.',
  ],
  lesson: [
    () => 'Start with the one thing that matters, and cut everything that doesn’t serve it.',
    () => 'Fewer layers, more space. Almost every time.',
    () => 'Check it against a song you love, at the same volume, before you trust your ears.',
    () => 'Take breaks. Your ears stop telling the truth after an hour.',
    () => 'Finish it, share it, then learn from what comes back.',
  ],
  process: [
    () => 'Nobody sees this part: the takes that didn’t work, the cold coffee, the fifth rewrite.',
    () => 'The setup is nothing fancy. The ideas do the heavy lifting.',
    () => 'Half of what you’ll hear started as a happy accident I decided to keep.',
    () => 'Every part got rewritten at least twice before it felt right.',
    () => 'This is where the songs actually happen.',
  ],
  general: [
    () => 'I’ve wanted to share this for a while.',
    () => 'It means more to me than I can fit in one post.',
    () => 'More soon, I promise.',
    () => 'This one is close to my heart.',
  ],
};

/** Sentences of a tone that fit any kind of post. */
const TONE_LINES: Record<StudioTone, Phrase[]> = {
  engaging: [
    () => 'Honestly, my favourite thing I’ve shared in a while.',
    (voice) => (isVideoPlatform(voice) ? 'Sound on for this one.' : null),
  ],
  funny: [
    ({ reading }) =>
      madeThing(reading) ? 'Is it perfect? No. Did I post it anyway? Obviously.' : null,
    ({ reading }) =>
      madeThing(reading)
        ? 'My cat has heard all of it and remains unimpressed. Prove her wrong.'
        : null,
    ({ reading }) =>
      reading.kind !== 'lesson' && reading.kind !== 'general'
        ? 'Side effects include telling everyone you know about it.'
        : null,
    () => 'I’d act surprised, but I’ve talked about nothing else all week.',
  ],
  inspirational: [
    () => 'Start before you feel ready. Ready shows up halfway.',
    () => 'If you’re sitting on an idea, let this be your sign.',
    () => 'Nobody saw the doubts or the nights it didn’t work. This is what kept going.',
  ],
  educational: [
    () => 'The details nobody notices are the ones people feel.',
    () => 'If I could tell my younger self one thing: share things sooner.',
  ],
  controversial: [
    () => 'Some will love it, some won’t. That’s the point.',
    () => 'Most people overthink this. I didn’t, and I think it shows.',
    ({ reading }) =>
      madeThing(reading) || reading.kind === 'lesson'
        ? 'The rules everyone repeats? I broke a few of them here.'
        : null,
  ],
};

const TOPIC_LINES: Phrase[] = [
  ({ topic }) => (topic ? `Been deep in ${topic} videos lately, if you couldn’t tell.` : null),
  ({ topic }) => (topic ? `This one is for the ${topic} corner of the internet.` : null),
  ({ topic }) => (topic ? `For everyone whose feed is all ${topic} lately.` : null),
  ({ topic, platform }) =>
    topic && platform === 'tiktok'
      ? `If ${topic} keeps showing up on your For You page, hi.`
      : null,
];

/** How a story begins, before it arrives at the headline. */
const STORY_OPENINGS: Record<PostKind, Phrase[]> = {
  release: [
    () => 'A few months ago this was a voice memo on my phone.',
    () => 'I almost didn’t finish this one.',
    () => 'I played this to exactly one friend before today. They cried. Good sign, I think.',
    () => 'Some songs take years. This one took a weekend and a lot of tea.',
    () => 'I wrote the first line of this on the back of a receipt.',
    () => 'The first version of this was terrible. The fifth one, less so.',
  ],
  show: [
    () =>
      'The first show I ever played, there were six people in the room, and two of them worked there.',
    () => 'I still get nervous before every show. I hope that never stops.',
    () => 'Every time I walk on stage, I forget the first line for a second. Then you sing it.',
  ],
  milestone: [
    () =>
      'When I uploaded my first song, I refreshed the page all night to see if anyone had listened.',
    () => 'Three years ago I played to an empty room and told myself to keep going anyway.',
    () => 'I keep a note on my phone of every small win. Today it got a big one.',
  ],
  merch: [
    () => 'I’ve never liked merch I wouldn’t wear myself, so I made my own.',
    () => 'The first shirt I ever printed had a typo on the back. We’ve come a long way.',
    () => 'I wanted something you could wear to the show and still wear on a Tuesday.',
  ],
  lesson: [
    () => 'For years I got this wrong, and nobody told me.',
    () => 'I learned this the slow way, so you don’t have to.',
    () => 'Someone asked me about this after a show, and my answer took twenty minutes.',
  ],
  process: [
    () => 'Nobody sees this part, so I thought I’d show you.',
    () => 'Most of making music is sitting in a small room trying things that don’t work.',
    () => 'It was 2am, the coffee was cold, and one idea finally clicked.',
  ],
  general: [
    () => 'Quick story.',
    () => 'Honestly, I almost didn’t post this.',
    () => 'This week has been a lot, in a good way.',
  ],
};

/** Where a story turns to the news; each stands alone before the headline. */
export const STORY_TURNS = ['So here it is.', 'Which brings me to today.', 'Fast forward to now.'];

/** Calls to action; each asks for something the performance score can see. */
const PLATFORM_CLOSERS: Record<StudioPlatform, Phrase[]> = {
  tiktok: [
    () => 'Comment your favourite moment and I’ll reply.',
    ({ reading }) => (reading.kind === 'release' ? 'Save this and use the sound.' : null),
    ({ reading }) =>
      reading.kind === 'process' || reading.kind === 'lesson' ? 'Follow for part two.' : null,
  ],
  instagram: [
    () => 'Tell me what you think in the comments.',
    () => 'Save this for later.',
    ({ reading }) => (reading.kind === 'release' ? 'Tag a friend who has to hear this.' : null),
  ],
  youtube: [
    () => 'Subscribe so you catch the next one first.',
    () => 'Tell me in the comments what I should make next.',
  ],
  twitter: [() => 'Reply with your take.', () => 'What do you think?'],
};

const KIND_CLOSERS: Record<PostKind, Phrase[]> = {
  release: [
    ({ reading, platform }) =>
      reading.state === 'upcoming' && platform !== 'twitter' && platform !== 'youtube'
        ? 'Pre-save link in bio.'
        : null,
    ({ reading }) =>
      reading.state === 'out' ? 'Stream it, then tell me your favourite line.' : null,
  ],
  show: [
    () => 'Tag a friend you’re bringing.',
    ({ platform }) =>
      platform === 'instagram' || platform === 'tiktok' ? 'Tickets: link in bio.' : null,
    ({ reading }) =>
      reading.ref === 'the tour' ? 'Comment your city and I’ll try to get there.' : null,
  ],
  milestone: [
    () => 'Tell me the first song of mine you heard.',
    () => 'Drop a comment so I can thank you properly.',
  ],
  merch: [
    () => 'Which one are you getting? Tell me below.',
    ({ platform }) => (platform === 'twitter' ? null : 'Link in bio.'),
  ],
  lesson: [() => 'Save this for your next session.', () => 'What would you add? Reply below.'],
  process: [() => 'Want the full session? Tell me in the comments.'],
  general: [],
};

const TONE_CLOSERS: Partial<Record<StudioTone, Phrase>> = {
  funny: () => 'Tell me I’m not the only one.',
  controversial: () => 'Agree or disagree? Comment below.',
  inspirational: () => 'Share this with someone who needs a push today.',
  educational: ({ reading }) => (teaches(reading) ? 'Save this so you have it next time.' : null),
};

function said(voice: Voice, phrases: readonly Phrase[]): string[] {
  return phrases.map((phrase) => phrase(voice)).filter((line): line is string => line !== null);
}

export const openers = (voice: Voice) => said(voice, OPENERS[voice.tone]);
export const aboutLines = (voice: Voice) => said(voice, ABOUT[voice.reading.kind]);
export const toneLines = (voice: Voice) => said(voice, TONE_LINES[voice.tone]);
export const topicLines = (voice: Voice) => said(voice, TOPIC_LINES);
export const storyOpenings = (voice: Voice) => said(voice, STORY_OPENINGS[voice.reading.kind]);

/** The calls to action that fit what the post is about, then the platform's and the tone's. */
export function closers(voice: Voice): [string[], string[]] {
  const tone = TONE_CLOSERS[voice.tone];
  return [
    said(voice, KIND_CLOSERS[voice.reading.kind]),
    said(voice, [...PLATFORM_CLOSERS[voice.platform], ...(tone ? [tone] : [])]),
  ];
}
