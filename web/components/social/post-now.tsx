/**
 * Post Now for the studio's generated text: publishes it to a connected platform whose API
 * takes text posts (X), as a background job (a thread as a chain of replies), and says how it
 * went with a link to the post.
 * Without such a connection it says what to connect instead of doing nothing.
 */
import type { SocialPlatform } from '@contract/social';
import { PLATFORM_LABELS } from '@contract/social';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { fetchPublication, usePublish, useSocialConnections } from '../../lib/api/social.api';
import { useJobProgress } from '../../lib/use-job-progress';
import { Button } from '../ui/button';

function PublishWatch({
  jobId,
  publicationId,
  platform,
  onEnded,
}: {
  jobId: number;
  publicationId: number;
  platform: SocialPlatform;
  onEnded: () => void;
}) {
  const progress = useJobProgress(jobId);
  const ended = progress.status === 'done' || progress.status === 'dead';
  const reported = useRef(false);
  useEffect(() => {
    if (!ended || reported.current) return;
    reported.current = true;
    const label = PLATFORM_LABELS[platform];
    fetchPublication(publicationId)
      .then(({ publication }) => {
        if (publication.status === 'published') {
          toast.success(`Posted to ${label}`, {
            action: publication.url
              ? { label: 'View', onClick: () => window.open(publication.url ?? '', '_blank') }
              : undefined,
          });
        } else {
          toast.error(publication.error ?? `Posting to ${label} failed`);
        }
      })
      .catch((error: unknown) => toast.error(errorMessage(error, `Posting to ${label} failed`)))
      .finally(onEnded);
  }, [ended, onEnded, platform, publicationId]);
  return null;
}

/** `posts`, for a thread, go out as a chain of replies (X's way of posting a thread). */
export function PostNowButton({ text, posts }: { text: string; posts?: string[] }) {
  const connections = useSocialConnections();
  const publish = usePublish();
  const [running, setRunning] = useState<{
    jobId: number;
    publicationId: number;
    platform: SocialPlatform;
  } | null>(null);

  const publishers = new Set(
    (connections.data?.platforms ?? []).filter((p) => p.publishes_text).map((p) => p.platform),
  );
  const target = (connections.data?.connections ?? []).find(
    (connection) => publishers.has(connection.platform) && !connection.needs_reauth,
  );

  if (connections.isSuccess && !target) {
    return (
      <p className="text-sm text-fg-muted">
        To post from here, connect Twitter in{' '}
        <Link to="/social?tab=connections" className="font-semibold text-accent-300 underline">
          Social Media
        </Link>
        .
      </p>
    );
  }

  function handlePost() {
    if (!target) return;
    publish.mutate(
      { platform: target.platform, text, posts: posts && posts.length > 1 ? posts : undefined },
      {
        onSuccess: ({ publication, job_id }) =>
          setRunning({ jobId: job_id, publicationId: publication.id, platform: target.platform }),
        onError: (error) => toast.error(errorMessage(error, 'Posting failed')),
      },
    );
  }

  const busy = publish.isPending || running !== null;
  return (
    <>
      <Button onClick={handlePost} disabled={!target || busy || !text.trim()}>
        <Send aria-hidden="true" />
        {busy
          ? 'Posting...'
          : target
            ? `Post Now to ${PLATFORM_LABELS[target.platform]}`
            : 'Post Now'}
      </Button>
      {running && (
        <PublishWatch
          jobId={running.jobId}
          publicationId={running.publicationId}
          platform={running.platform}
          onEnded={() => setRunning(null)}
        />
      )}
    </>
  );
}
