/**
 * /post/:id, the target of a post's share link: the post in full (or its locked card), its
 * actions, and its comments. Opening it counts a view.
 */
import { formatCount } from '@contract/format';
import { ArrowLeft, EyeOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../components/page-layout';
import { CommentForm } from '../../components/posts/comment-form';
import { CommentList } from '../../components/posts/comment-list';
import { MissingPage } from '../../components/posts/missing-page';
import { PostCard, PostCardSkeleton } from '../../components/posts/post-card';
import { RemovedNotice } from '../../components/posts/removed-by-moderator';
import { useCountViewOnOpen } from '../../components/posts/use-post-view';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { usePost } from '../../lib/api/posts.api';
import { PageTitle } from '../../components/page-title';

export const POST_NOT_FOUND = 'Post not found';
export const POST_NOT_FOUND_TEXT = "The post you're looking for doesn't exist.";

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function PostPage() {
  const params = useParams();
  const postId = parseId(params.id);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const query = usePost(postId ?? 0, postId !== null);
  const post = query.data?.post;

  useCountViewOnOpen(postId ?? 0, Boolean(post && !post.locked && !post.removed));

  // A "comments" link from a card lands here before the post has loaded: scroll once it has.
  const hasPost = Boolean(post);
  useEffect(() => {
    if (hasPost && hash === '#comments') {
      document.getElementById('comments')?.scrollIntoView({ block: 'start' });
    }
  }, [hasPost, hash]);

  if (postId === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return <MissingPage title={POST_NOT_FOUND} text={POST_NOT_FOUND_TEXT} />;
  }

  const backLink = (
    <Link
      to="/feed"
      className="inline-flex items-center gap-2 self-start text-sm font-semibold text-fg-muted transition hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Feed
    </Link>
  );

  if (query.isPending) {
    return (
      <PageContainer>
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          {backLink}
          <PostCardSkeleton />
        </div>
      </PageContainer>
    );
  }
  if (!post) {
    return (
      <PageContainer>
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          {backLink}
          <ErrorState
            title="Could not load the post"
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        </div>
      </PageContainer>
    );
  }

  // Only its creator gets a removed post: it says what happened, and nothing more is left.
  if (post.removed) {
    return (
      <PageContainer>
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <PageTitle>Removed post</PageTitle>
          {backLink}
          <RemovedNotice what="post" />
          <Link
            to="/posts/mine"
            className="self-start text-sm font-semibold text-accent-300 hover:text-accent-200"
          >
            Go to your posts
          </Link>
        </div>
      </PageContainer>
    );
  }

  const documentTitle = post.title ?? `A post by ${post.creator.display_name}`;
  return (
    <PageContainer>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <PageTitle>{documentTitle}</PageTitle>
        {backLink}
        {post.hidden && (
          <p
            role="status"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-warning-400/30 bg-warning-400/[0.08] px-4 py-3 text-sm text-fg"
          >
            <EyeOff className="size-4 shrink-0 text-warning-400" aria-hidden="true" />
            <span>You hid this post: only you can see it.</span>
            <Link
              to="/posts/mine?show=hidden"
              className="font-semibold text-accent-300 hover:text-accent-200"
            >
              Show it again from Your posts
            </Link>
          </p>
        )}
        <PostCard
          post={post}
          full
          allowHide
          onHidden={() => navigate('/feed')}
          onDeleted={() => navigate('/feed', { replace: true })}
        />
        <Card className="scroll-mt-20 p-4 sm:p-6" id="comments">
          <section aria-labelledby="comments-title" className="flex flex-col gap-5">
            <h2 id="comments-title" className="font-display text-lg font-bold text-fg">
              Comments{' '}
              <span className="text-fg-subtle tabular-nums">
                ({formatCount(post.comment_count)})
              </span>
            </h2>
            {!post.locked && <CommentForm postId={post.id} />}
            <CommentList postId={post.id} locked={post.locked} />
          </section>
        </Card>
      </div>
    </PageContainer>
  );
}
