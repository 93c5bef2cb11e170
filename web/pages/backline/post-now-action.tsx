/**
 * Post Now under a generated text (spec part 2, sections 2 and 8): real publishing through the
 * social connections when one of the writer's connected platforms takes text posts, otherwise
 * the spec's words with a pointer to where to connect one.
 */
import { PLATFORM_LABELS } from '@contract/social';
import { Send } from 'lucide-react';
import { toast } from '../../lib/toast';
import { PostNowButton } from '../../components/social/post-now';
import { Button } from '../../components/ui/button';
import { useSocialConnections } from '../../lib/api/social.api';
import type { SocialConnectionsReply } from '../../lib/api/social.api';

export const POST_NOW_TEXT = 'Social integration is coming soon!';

/** Whether a connection that Backline can publish text to is ready (not waiting to reconnect). */
export function canPublishText(reply: SocialConnectionsReply | undefined): boolean {
  if (!reply) return false;
  const publishers = new Set(
    reply.platforms.filter((p) => p.publishes_text).map((p) => p.platform),
  );
  return reply.connections.some(
    (connection) => publishers.has(connection.platform) && !connection.needs_reauth,
  );
}

function publisherNames(reply: SocialConnectionsReply | undefined): string {
  const names = (reply?.platforms ?? [])
    .filter((platform) => platform.publishes_text)
    .map((platform) => PLATFORM_LABELS[platform.platform]);
  return names.length > 0 ? names.join(' or ') : 'a platform';
}

export function PostNowAction({ text, posts }: { text: string; posts?: string[] }) {
  // Refused (the Social Media feature is off or not included) reads as "not connected".
  const connections = useSocialConnections();
  if (canPublishText(connections.data)) return <PostNowButton text={text} posts={posts} />;
  return (
    <Button
      variant="secondary"
      disabled={connections.isPending && connections.fetchStatus !== 'idle'}
      onClick={() =>
        toast.info(POST_NOW_TEXT, {
          description: connections.isSuccess
            ? `Connect ${publisherNames(connections.data)} in Social Media to post from here.`
            : undefined,
        })
      }
    >
      <Send aria-hidden="true" /> Post Now
    </Button>
  );
}
