/**
 * Team Management (spec part 1, section 2, tab 3): invite fans and collaborators by
 * e-mail, see who joined and who is pending, remove someone after a confirmation. Team
 * members can open the creator's vault files from the creator's storefront.
 */
import { TeamInviteRequest } from '@contract/team';
import { Info, MailPlus, Trash2, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field, Input } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { Avatar } from '../../components/ui/avatar';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useInviteTeamMember, useRemoveTeamMember, useTeamMembers } from '../../lib/api/team.api';
import { formatLongDate } from '../../lib/format-date';
import { useContractForm } from '../../lib/contract-form';
import type { TeamMember } from '../../lib/api/team.api';

/** The member's e-mail, or 'Fan #id' when there is none (spec). */
export function memberLabel(member: Pick<TeamMember, 'id' | 'fan_id' | 'fan_email'>): string {
  return member.fan_email?.trim() || `Fan #${member.fan_id ?? member.id}`;
}

function InviteForm() {
  const id = useId();
  const invite = useInviteTeamMember();
  const { form, onSubmit } = useContractForm(TeamInviteRequest, {
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  function send(request: TeamInviteRequest) {
    invite.mutate(request, {
      onSuccess: ({ delivery }) => {
        if (delivery === 'queued') {
          toast.success('Invitation sent', {
            description: `We are e-mailing ${request.email}.`,
          });
        } else {
          toast.success('Invitation saved. The e-mail is in the outbox.', {
            description: `No mail server is set up: an administrator can pass the link on to ${request.email}.`,
          });
        }
        form.reset({ email: '' });
      },
      onError: (failure) => {
        const message = errorMessage(failure, 'The invitation could not be sent.');
        // Every refusal is about the address (already on the team, yourself, ...): show it there.
        if (failure instanceof ApiError && failure.status < 500) {
          form.setError(
            'email',
            { type: 'server', message: message.replace(/^email: /, '') },
            { shouldFocus: true },
          );
        } else toast.error('Failed to send the invitation', { description: message });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite to your team</CardTitle>
        <CardDescription>
          They get an e-mail with a link; once they accept with that address, they are in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={onSubmit(send)}
          noValidate
        >
          <div className="flex-1">
            <Field id={`${id}-email`} label="E-mail address" error={error}>
              {(describedBy) => (
                <Input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  placeholder="fan@example.com"
                  {...form.register('email')}
                  invalid={Boolean(error)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
          </div>
          <Button type="submit" loading={invite.isPending} className="sm:mt-7">
            {!invite.isPending && <MailPlus aria-hidden="true" />}
            Send invite
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function MemberRow({ member, onRemove }: { member: TeamMember; onRemove: () => void }) {
  const label = memberLabel(member);
  const name = member.fan_name?.trim() || null;
  return (
    <li className="flex items-center gap-3 px-4 py-3.5 sm:px-5">
      <Avatar name={name ?? label} className="size-9 text-sm" />
      <div className="min-w-0 flex-1">
        {name && <p className="truncate font-semibold text-fg">{name}</p>}
        <p className={name ? 'truncate text-sm text-fg-muted' : 'truncate font-semibold text-fg'}>
          {label}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-subtle">
          <Badge tone={member.status === 'active' ? 'success' : 'warning'}>
            {member.status === 'active' ? 'Active' : 'Invited'}
          </Badge>
          <span>{member.joined_at ? `Joined ${formatLongDate(member.joined_at)}` : 'Pending'}</span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remove ${name ?? label}`}
        className="px-2.5 hover:text-danger-300"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

export function TeamTab() {
  const members = useTeamMembers();
  const remove = useRemoveTeamMember();
  const [memberToRemove, setMemberToRemove] = useState<TeamMember | null>(null);

  async function handleRemove() {
    if (!memberToRemove) return;
    try {
      await remove.mutateAsync(memberToRemove.id);
      toast.success('Team member removed', { description: memberLabel(memberToRemove) });
    } catch (error) {
      toast.error('Failed to remove team member', { description: errorMessage(error) });
      throw error;
    }
  }

  const list = members.data ?? [];
  const activeCount = list.filter((member) => member.status === 'active').length;

  return (
    <section aria-labelledby="team-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="team-title" className="font-display text-xl font-bold text-fg">
          Team Management
        </h2>
        <p className="text-sm text-fg-muted">
          Your inner circle: collaborators, crew and superfans.
        </p>
      </div>

      <p className="flex items-start gap-2.5 rounded-2xl border border-glow-400/25 bg-glow-500/[0.08] px-4 py-3 text-sm text-fg-muted">
        <Info className="mt-0.5 size-4 shrink-0 text-glow-400" aria-hidden="true" />
        <span>
          Tip: your Content Vault holds files that only team members can access. Members see them on
          your storefront once they accept the invitation.
        </span>
      </p>

      <InviteForm />

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle className="text-base">Members</CardTitle>
          {members.data && list.length > 0 && (
            <span className="text-sm text-fg-subtle">
              {activeCount} active · {list.length - activeCount} pending
            </span>
          )}
        </CardHeader>
        {members.isPending ? (
          <CardContent>
            <SkeletonList rows={3} />
          </CardContent>
        ) : members.isError ? (
          <CardContent>
            <ErrorState
              title="We couldn't load your team"
              message={errorMessage(members.error)}
              onRetry={() => void members.refetch()}
              isRetrying={members.isFetching}
            />
          </CardContent>
        ) : list.length === 0 ? (
          <CardContent>
            <EmptyState
              title="No team members yet. Invite your first fan!"
              icon={<UsersRound aria-hidden="true" />}
            />
          </CardContent>
        ) : (
          <ul className="divide-y divide-white/[0.06] border-t border-white/[0.06]">
            {list.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                onRemove={() => setMemberToRemove(member)}
              />
            ))}
          </ul>
        )}
      </Card>

      <ConfirmDialog
        open={memberToRemove !== null}
        onOpenChange={(open) => !open && setMemberToRemove(null)}
        title="Remove team member"
        text="Remove this team member?"
        confirmLabel="Remove"
        destructive
        onConfirm={handleRemove}
      />
    </section>
  );
}
