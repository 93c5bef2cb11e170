import { formatRelativeTime } from '@contract/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../lib/format-date';
import { Avatar } from '../ui/avatar';
import { RoleBadge, VerifiedMark } from './role-badge';
import type { Post } from '../../lib/api/posts.api';

/** "3h ago", with the full date on hover and for machines. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatLongDate(iso)} className={className}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/** Who posted and when, with the post's options at the end of the line. */
export function PostHeader({ post, menu }: { post: Post; menu?: ReactNode }) {
  const { creator } = post;
  const name = creator.display_name || post.creator_name;
  return (
    <header className="flex items-start gap-3">
      <Link to={`/profile/${creator.id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Avatar name={name} src={creator.avatar_url} className="size-11" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/profile/${creator.id}`}
            className="min-w-0 truncate font-semibold text-fg hover:underline"
          >
            {name}
          </Link>
          {creator.is_verified && <VerifiedMark />}
          <RoleBadge role={creator.role} />
        </div>
        <RelativeTime iso={post.created_at} className="text-xs text-fg-subtle" />
      </div>
      {menu && <div className="-mt-1 -mr-2 shrink-0">{menu}</div>}
    </header>
  );
}
