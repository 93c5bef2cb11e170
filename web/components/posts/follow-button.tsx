import { UserCheck, UserPlus } from 'lucide-react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { useSetFollowing } from '../../lib/api/people.api';
import { Button } from '../ui/button';
import type { ButtonSize } from '../ui/button';
import type { PublicUser } from '../../lib/api/people.api';

interface FollowButtonProps {
  person: Pick<PublicUser, 'id' | 'display_name' | 'is_following'>;
  size?: ButtonSize;
  /** Text only, for tight rows. */
  compact?: boolean;
  className?: string;
}

/**
 * Follow / Following (spec part 1, section 4): applied when the server agrees, which also
 * moves the shown follower count by one. Never offered for oneself; the caller checks.
 */
export function FollowButton({
  person,
  size = 'sm',
  compact = false,
  className,
}: FollowButtonProps) {
  const { mutate, isPending } = useSetFollowing();
  const following = person.is_following;

  function handleClick() {
    mutate(
      { userId: person.id, follow: !following },
      {
        onError: (error) =>
          toast.error(
            following
              ? `Could not unfollow ${person.display_name}`
              : `Could not follow ${person.display_name}`,
            { description: errorMessage(error) },
          ),
      },
    );
  }

  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      size={size}
      loading={isPending}
      onClick={handleClick}
      aria-pressed={following}
      className={className}
    >
      {!isPending &&
        !compact &&
        (following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />)}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
