/**
 * Team Management (spec part 1, section 2, tab 3): invite fans and collaborators by
 * e-mail, see who joined and who is pending, remove someone after a confirmation. Team
 * members can open the creator's vault files from the creator's storefront.
 */
import { TeamInviteRequest } from '@contract/team';
import { TeamLimits } from '@contract/limits';
import { Check, Copy, Info, Link2, MailPlus, Trash2, UsersRound, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import type { BadgeTone } from '../../components/ui/badge';
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
import { copyText } from '../../components/posts/copy-text';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useInviteTeamMember, useRemoveTeamMember, useTeamMembers } from '../../lib/api/team.api';
import { formatLongDate } from '../../lib/format-date';
import { useContractForm } from '../../lib/contract-form';
import type { TeamMember } from '../../lib/api/team.api';

/** The member's e-mail, or 'Fan #id' when there is none (spec). */
export function memberLabel(member: Pick<TeamMember, 'id' | 'fan_id' | 'fan_email'>): string {
  return member.fan_email?.trim() || `Fan #${member.fan_id ?? member.id}`;
}

/** What the last invitation left to pass on: its link, and how its e-mail went. */
interface SentInvitation {
  email: string;
  inviteUrl: string;
  delivery: 'queued' | 'outbox';
}

/**
 * The invitation link, to copy and send however the creator likes. With no mail server it is
 * the only way the invitation travels (besides the notice a fan with that address sees in
 * the app), so it is shown after every invite, not hidden in the outbox.
 */
export function InviteLinkPanel({
  sent,
  onDismiss,
}: {
  sent: SentInvitation;
  onDismiss: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function handleCopy() {
    try {
      await copyText(sent.inviteUrl);
      setCopied(true);
      toast.success('Invitation link copied', { description: `Send it to ${sent.email}.` });
    } catch {
      // Copying refused (a browser setting): select it for a manual copy.
      const input = document.getElementById(`${id}-link`);
      if (input instanceof HTMLInputElement) input.select();
      toast.error('Could not copy the link', { description: 'It is selected: copy it yourself.' });
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-success-400/30 bg-success-400/[0.07] p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2.5">
          <Link2 className="mt-0.5 size-4.5 shrink-0 text-success-400" aria-hidden="true" />
          <div className="min-w-0">
            <h3 id={`${id}-title`} className="font-semibold break-words text-fg">
              {sent.delivery === 'queued'
                ? `Invitation sent to ${sent.email}`
                : `Invitation ready for ${sent.email}`}
            </h3>
            <p className="mt-1 text-sm text-fg-muted">
              {sent.delivery === 'queued'
                ? 'We are e-mailing it. You can also send them this link yourself.'
                : 'No mail server is set up, so no e-mail goes out: copy this link and send it to them yourself.'}{' '}
              If they already have a Backline account with this address, it also waits on their
              dashboard.
            </p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDismiss}
          aria-label="Close the invitation link"
          className="-mt-1 -mr-1 shrink-0 px-2"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-link`} className="sr-only">
          Invitation link
        </label>
        <Input
          id={`${id}-link`}
          readOnly
          value={sent.inviteUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm"
        />
        <Button variant="outline" onClick={() => void handleCopy()} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p className="text-xs text-fg-subtle">
        The link works only for {sent.email} and lasts {TeamLimits.inviteLifetimeDays} days.
      </p>
    </section>
  );
}

function InviteForm({ members }: { members: TeamMember[] | undefined }) {
  const id = useId();
  const invite = useInviteTeamMember();
  const { form, onSubmit } = useContractForm(TeamInviteRequest, {
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;
  const [sent, setSent] = useState<SentInvitation | null>(null);
  // The address a refusal was about (already invited, declined, on the team).
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);

  // A refusal about an address that has since left the list (its invitation removed) no
  // longer holds: its message goes with it.
  useEffect(() => {
    if (!refusedEmail || !members) return;
    if (!members.some((member) => member.fan_email === refusedEmail)) {
      form.clearErrors('email');
      setRefusedEmail(null);
    }
  }, [members, refusedEmail, form]);

  function send(request: TeamInviteRequest) {
    setSent(null);
    invite.mutate(request, {
      onSuccess: ({ delivery, invite_url }) => {
        setSent({ email: request.email, inviteUrl: invite_url, delivery });
        setRefusedEmail(null);
        form.reset({ email: '' });
      },
      onError: (failure) => {
        const message = errorMessage(failure, 'The invitation could not be sent.');
        // Every refusal is about the address (already on the team, yourself, ...): show it there.
        if (failure instanceof ApiError && failure.status < 500) {
          if (failure.status === 409) setRefusedEmail(request.email);
          form.setError(
            'email',
            { type: 'server', message: message.replace(/^email: /, '') },
            { shouldFocus: true },
          );
        } else toast.error('Failed to send the invitation', { description: message });
      },
    });
  }

  const emailField = form.register('email', {
    // Editing the address answers a refusal of the previous one: its error goes at once.
    onChange: () => {
      if (form.formState.errors.email?.type === 'server') form.clearErrors('email');
      setRefusedEmail(null);
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite to your team</CardTitle>
        <CardDescription>
          You get a link to share; they get an e-mail when a mail server is set up. Once they accept
          with that address, they are in.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
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
                  {...emailField}
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
        {sent && <InviteLinkPanel sent={sent} onDismiss={() => setSent(null)} />}
      </CardContent>
    </Card>
  );
}

const statusBadge: Record<TeamMember['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  pending: { label: 'Invited', tone: 'warning' },
  declined: { label: 'Declined', tone: 'danger' },
};

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
          <Badge tone={statusBadge[member.status].tone}>{statusBadge[member.status].label}</Badge>
          <span>
            {member.joined_at
              ? `Joined ${formatLongDate(member.joined_at)}`
              : member.status === 'declined'
                ? 'Declined the invitation'
                : 'Pending'}
          </span>
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
  const pendingCount = list.filter((member) => member.status === 'pending').length;

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

      <InviteForm members={members.data} />

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle className="text-base">Members</CardTitle>
          {members.data && list.length > 0 && (
            <span className="text-sm text-fg-subtle">
              {activeCount} active · {pendingCount} pending
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
