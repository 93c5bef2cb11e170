/**
 * The writer's phrasing, per tone: ways to open, to carry on and to close. Each is a whole
 * sentence written around the subject, the way a person would say it, so the joins never show.
 */
import type { StudioPlatform, StudioTone } from '../../../../contract/studio';
import type { Random, WriterTopic } from './social-writer';

export interface Voice {
  subject: string;
  /** What the writer added after the subject ("Out Friday."), said on its own. */
  aside: string | null;
  topic: WriterTopic | null;
  platform: StudioPlatform;
  tone: StudioTone;
  emojis: boolean;
  random: Random;
}

function capitalise(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

function topicName(voice: Voice): string | null {
  return voice.topic ? voice.topic.topic.toLowerCase() : null;
}

export function hooks(voice: Voice): string[] {
  const s = voice.subject;
  const topic = topicName(voice);
  const byTone: Record<StudioTone, string[]> = {
    engaging: [
      `Okay, I have to talk about ${s}.`,
      `Did you catch ${s} yet?`,
      `${capitalise(s)}. That’s the post.`,
      `POV: ${s} is stuck in your head and it won’t leave.`,
      `Stop scrolling for ten seconds: ${s}.`,
    ],
    funny: [
      `Me, pretending to be calm about ${s}.`,
      `Nobody asked, but here’s ${s} anyway.`,
      `${capitalise(s)}, brought to you by zero hours of sleep.`,
      `My group chat is tired of hearing about ${s}. Your turn.`,
    ],
    inspirational: [
      `This one started as a maybe: ${s}.`,
      `If you’re sitting on an idea, let ${s} be your sign.`,
      `Small steps got me here: ${s}.`,
      `What happens when you stop waiting? ${capitalise(s)}.`,
    ],
    educational: [
      `Here’s how ${s} actually came together.`,
      `3 things I learned making ${s}.`,
      `Why does ${s} work? Let me break it down.`,
      `What nobody tells you about ${s}.`,
    ],
    controversial: [
      `Unpopular opinion: ${s} is better than the hype.`,
      `I’ll say it: ${s} is the best thing I’ve made.`,
      `Everyone’s doing it wrong, and ${s} proves it.`,
      `Hot take incoming about ${s}.`,
    ],
  };
  const lines = [...byTone[voice.tone]];
  if (topic) lines.push(`If ${topic} has taken over your feed, ${s} is for you.`);
  return lines;
}

export function middles(voice: Voice): string[] {
  const s = voice.subject;
  const topic = topicName(voice);
  const description = voice.topic?.description.trim();
  const byTone: Record<StudioTone, string[]> = {
    engaging: [
      `I made it for the people who play things on repeat until the neighbours know the words.`,
      `Every part of it was rewritten at least twice, and it finally feels right.`,
      `Turn it up, then tell me which moment hit you first.`,
      `It sounds best loud, late, and with someone you like.`,
    ],
    funny: [
      `I rewrote it so many times my laptop filed a complaint.`,
      `Warning: side effects include humming it in the shower and in meetings.`,
      `My cat has heard it forty times and still looks unimpressed. Prove her wrong.`,
      `Is it perfect? No. Did I panic-post it anyway? Absolutely.`,
    ],
    inspirational: [
      `Nobody saw the drafts, the doubts or the nights it didn’t work. This is what kept going.`,
      `If it reaches one person who needed it today, it did its job.`,
      `Start before you feel ready. Ready shows up halfway.`,
      `Everything I’ve made so far led here, and I’m proud of it.`,
    ],
    educational: [
      `Start from one idea and cut everything that doesn’t serve it.`,
      `The details nobody notices are the ones people feel.`,
      `Finish it, share it, then learn from what comes back.`,
      `The trick was simpler than I thought: fewer layers, more space.`,
    ],
    controversial: [
      `Most people overthink it. I did the opposite and it shows.`,
      `You can disagree, but listen to it twice before you do.`,
      `The rules everyone repeats? I broke three of them here.`,
      `Some will love it, some won’t. That’s the point.`,
    ],
  };
  const lines = [...byTone[voice.tone]];
  if (topic) lines.push(`It fits right into the ${topic} moment, with its own twist.`);
  if (topic && description && description.length <= 160) {
    lines.push(
      `It sits with the ${topic} crowd: ${description[0].toLowerCase()}${description.slice(1).replace(/\.?$/, '.')}`,
    );
  }
  if (s.length <= 80) lines.push(`${capitalise(s)} is out there now, and it’s yours.`);
  return lines;
}

const PLATFORM_CLOSERS: Record<StudioPlatform, string[]> = {
  tiktok: [
    'Follow for part two.',
    'Comment your favourite moment and I’ll reply to every one.',
    'Save this and use the sound.',
  ],
  instagram: [
    'Save this for later and share it with someone who needs it.',
    'Link in bio. Tell me what you think in the comments.',
    'Tag a friend who has to hear this.',
  ],
  youtube: [
    'Subscribe if you want the next one first, and tell me in the comments what to make next.',
    'Turn on notifications: the next part is already in the works.',
    'Let me know in the comments which part you rewatched.',
  ],
  twitter: ['Reply with your take.', 'Repost if you agree.', 'What do you think?'],
};

export function closers(voice: Voice): string[] {
  const byTone: Partial<Record<StudioTone, string>> = {
    funny: 'Tell me I’m not the only one.',
    controversial: 'Agree or disagree? Comment below.',
    inspirational: 'Share this with someone who needs a push today.',
    educational: 'Save this so you have it next time.',
  };
  const extra = byTone[voice.tone];
  return extra ? [...PLATFORM_CLOSERS[voice.platform], extra] : PLATFORM_CLOSERS[voice.platform];
}
