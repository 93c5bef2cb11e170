import type { ParsedGenerateRequest } from '../../../../contract/studio';
import { StudioLimits } from '../../../../contract/limits';
import type { ChatMessage } from '../../../platform/llm/chat-model';
import type { WriterTopic } from '../writer/social-writer';

const KINDS = {
  caption: 'a caption',
  script: 'a short video script with a hook, two or three beats and a closing line',
  story: 'a short first-person story post',
  thread:
    'a thread of 4 to 6 posts separated by blank lines, each starting with its number like "1/5"',
} as const;

export function studioPrompt(
  request: ParsedGenerateRequest,
  topic: WriterTopic | null,
): ChatMessage[] {
  const limit =
    request.content_type === 'thread'
      ? `Each post is at most ${StudioLimits.threadPostLimit} characters.`
      : `At most ${StudioLimits.platformCharacterLimits[request.platform]} characters in all.`;
  const lines = [
    `Write ${KINDS[request.content_type]} for ${request.platform} in a ${request.tone} tone.`,
    `What it is about: ${request.prompt}`,
    topic
      ? `Trending topic to build on: ${topic.topic} (${topic.description}). Its hashtags: ${topic.hashtags.map((tag) => `#${tag}`).join(' ')}.`
      : '',
    request.trend_keywords.length > 0 ? `Keywords: ${request.trend_keywords.join(', ')}.` : '',
    limit,
    'Open with a hook in the first line and end with a call to action.',
    request.include_hashtags ? 'End with one line of a few relevant hashtags.' : 'Use no hashtags.',
    request.include_emojis ? 'A few emojis are welcome.' : 'Use no emojis.',
  ];
  return [
    {
      role: 'system',
      content:
        'You write social media copy for independent musicians and creators. Sound like a person, not a brand. Output only the post text, no commentary.',
    },
    { role: 'user', content: lines.filter(Boolean).join('\n') },
  ];
}
