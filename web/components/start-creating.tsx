/**
 * The way from fan to creator, one click away: pick what you make and the account switches
 * role (the profile's own role field; the server then opens Move That Work and a storefront).
 * Shown on a fan's dashboard and in place of a selling screen a fan opens by its address.
 */
import { displayName } from '@contract/format';
import type { SelfServiceRole } from '@contract/users';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { errorMessage } from '../lib/api/api-client';
import { useUpdateProfile } from '../lib/api/people.api';
import { useAuth } from '../lib/auth/auth-context';
import { roleLabel } from '../lib/roles';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { cn } from './ui/cn';

type CreatingRole = Exclude<SelfServiceRole, 'fan'>;

const creatingRoles: { value: CreatingRole; text: string }[] = [
  { value: 'artist', text: 'You write, sing or play' },
  { value: 'creator', text: 'You make videos, art or stories' },
  { value: 'producer', text: 'You make beats and mix' },
];

interface StartCreatingProps {
  /** Where to go once switched; by default the page stays and shows the creator's tools. */
  then?: string;
  className?: string;
  /** The heading's level in the page around it. */
  headingLevel?: 'h1' | 'h2';
}

export function StartCreating({ then, className, headingLevel = 'h2' }: StartCreatingProps) {
  const { user } = useAuth();
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const [role, setRole] = useState<CreatingRole>('artist');
  const groupId = useId();
  if (!user) return null;
  const Heading = headingLevel;

  function handleSwitch() {
    if (!user) return;
    updateProfile.mutate(
      // The name is required by the profile form's contract; it stays what it is.
      { display_name: user.display_name ?? displayName(user), role },
      {
        onSuccess: () => {
          toast.success(`You are now a${role === 'artist' ? 'n' : ''} ${roleLabel(role)}`, {
            description: 'Move That Work and your storefront are open.',
          });
          if (then) navigate(then);
        },
        onError: (error) =>
          toast.error('Could not switch your account', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <Card className={cn('flex flex-col gap-4 p-5 sm:p-6', className)}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand text-ink-950">
          <Sparkles className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-1">
          <Heading className="font-display text-lg font-bold text-fg">Want to create?</Heading>
          <p className="text-sm text-fg-muted">
            Sell posts, run a storefront and write with D-Cypher. Pick what you make; you can switch
            back in your profile.
          </p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend id={groupId} className="sr-only">
          What do you make?
        </legend>
        {creatingRoles.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-2.5 text-sm transition',
              role === option.value
                ? 'border-accent-400/60 bg-accent-500/10'
                : 'border-white/10 hover:border-white/25',
            )}
          >
            <input
              type="radio"
              name={`${groupId}-role`}
              value={option.value}
              checked={role === option.value}
              onChange={() => setRole(option.value)}
              className="size-4 accent-[var(--color-accent-400)]"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-fg">{roleLabel(option.value)}</span>
              <span className="text-xs text-fg-subtle">{option.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button onClick={handleSwitch} loading={updateProfile.isPending}>
        Start creating as {roleLabel(role) === 'Artist' ? 'an' : 'a'} {roleLabel(role)}
      </Button>
    </Card>
  );
}
