/**
 * The Campaigns tab: the create form (title, channel, message, and beyond the spec an
 * audience, a template and a time to send), Your Campaigns (the first 5, with a way to see
 * all) and engagement tips. Sending asks first, with the spec's words: it cannot be undone.
 */
import { formatCount } from '@contract/format';
import { TribeLimits } from '@contract/limits';
import { CampaignRequest } from '@contract/tribe';
import { Lightbulb, Megaphone, Rocket } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useOwnTiers } from '../../lib/api/storefront.api';
import type { Campaign } from '../../lib/api/tribe.api';
import {
  useCampaigns,
  useCreateCampaign,
  useDeleteCampaign,
  useResumeCampaign,
  useSendCampaign,
  useTemplates,
} from '../../lib/api/tribe.api';
import { useContractForm } from '../../lib/contract-form';
import { CampaignCard } from './campaign-card';
import { TextArea } from './text-area';

export const SEND_CONFIRM =
  'Are you sure you want to send this campaign? This action cannot be undone.';

const channels = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'push', label: 'Push' },
] as const;

const tips = [
  'Send when your fans are awake: evenings and weekends often open best.',
  'Say one thing per campaign, with one link to act on.',
  'Greet fans by name with {{name}}; it reads like a note, not a newsletter.',
  'Thank your buyers and tier members with something only they get.',
];

function CampaignForm() {
  const id = useId();
  const create = useCreateCampaign();
  const templates = useTemplates();
  const tiers = useOwnTiers();
  const { form, onSubmit, showServerFieldError } = useContractForm(CampaignRequest, {
    defaultValues: {
      title: '',
      content: '',
      channel: 'email',
      segment: 'list',
      template_id: null,
      tier_id: null,
      scheduled_at: null,
    },
  });
  const errors = form.formState.errors;
  const channel = form.watch('channel');
  const segment = form.watch('segment');
  const [scheduleLocal, setScheduleLocal] = useState('');

  function save(request: CampaignRequest) {
    create.mutate(
      { ...request, scheduled_at: scheduleLocal ? new Date(scheduleLocal).toISOString() : null },
      {
        onSuccess: () => {
          toast.success('Campaign created successfully!', { duration: 3000 });
          form.reset();
          setScheduleLocal('');
        },
        onError: (failure) => {
          if (!showServerFieldError(failure)) {
            toast.error('Failed to create campaign', { description: errorMessage(failure) });
          }
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Create a campaign</CardTitle>
        <CardDescription>
          Reach your fans by email, text message or browser notification.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={onSubmit(save)} noValidate>
          <Field id={`${id}-title`} label="Campaign title" error={errors.title?.message}>
            {(describedBy) => (
              <Input
                id={`${id}-title`}
                aria-describedby={describedBy}
                invalid={Boolean(errors.title)}
                placeholder="New single out Friday"
                {...form.register('title')}
              />
            )}
          </Field>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-fg">Channel</legend>
            <div className="flex flex-wrap gap-2">
              {channels.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-2 rounded-xl border border-white/12 px-3 py-2 text-sm text-fg has-[:checked]:border-accent-400 has-[:checked]:bg-accent-500/10"
                >
                  <input type="radio" value={option.value} {...form.register('channel')} />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id={`${id}-content`}
            label="Message content"
            error={errors.content?.message}
            hint={
              channel === 'sms'
                ? `At most ${TribeLimits.maxSmsContent} characters. A stop link is added.`
                : 'Merge tags: {{name}}, {{creator_name}}. An unsubscribe link is always added.'
            }
          >
            {(describedBy) => (
              <TextArea
                id={`${id}-content`}
                rows={5}
                aria-describedby={describedBy}
                invalid={Boolean(errors.content)}
                {...form.register('content')}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-segment`} label="Audience" error={errors.segment?.message}>
              {(describedBy) => (
                <Select
                  id={`${id}-segment`}
                  aria-describedby={describedBy}
                  {...form.register('segment')}
                >
                  <option value="list">Whole list</option>
                  <option value="followers">Followers on the list</option>
                  <option value="buyers">Buyers on the list</option>
                  <option value="tier">Members of a tier</option>
                </Select>
              )}
            </Field>
            {segment === 'tier' ? (
              <Field id={`${id}-tier`} label="Tier" error={errors.tier_id?.message}>
                {(describedBy) => (
                  <Select
                    id={`${id}-tier`}
                    aria-describedby={describedBy}
                    invalid={Boolean(errors.tier_id)}
                    {...form.register('tier_id', {
                      setValueAs: (value: string) => (value ? Number(value) : null),
                    })}
                  >
                    <option value="">Choose a tier</option>
                    {(tiers.data ?? []).map((tier) => (
                      <option key={tier.id} value={tier.id}>
                        {tier.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : channel === 'email' ? (
              <Field
                id={`${id}-template`}
                label="Template (optional)"
                error={errors.template_id?.message}
              >
                {(describedBy) => (
                  <Select
                    id={`${id}-template`}
                    aria-describedby={describedBy}
                    {...form.register('template_id', {
                      setValueAs: (value: string) => (value ? Number(value) : null),
                    })}
                  >
                    <option value="">No template</option>
                    {(templates.data ?? []).map((template) => (
                      <option key={template.id} value={template.id}>
                        {template.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            ) : null}
          </div>
          <Field
            id={`${id}-schedule`}
            label="Send later (optional)"
            hint="Leave empty to keep it as a draft you send yourself."
          >
            {(describedBy) => (
              <Input
                id={`${id}-schedule`}
                type="datetime-local"
                aria-describedby={describedBy}
                value={scheduleLocal}
                onChange={(event) => setScheduleLocal(event.target.value)}
              />
            )}
          </Field>
          <div>
            <Button type="submit" disabled={create.isPending}>
              <Rocket aria-hidden="true" />
              {create.isPending ? 'Launching…' : 'Launch Campaign'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function CampaignList() {
  const campaigns = useCampaigns();
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const resume = useResumeCampaign();
  const [showAll, setShowAll] = useState(false);
  const [toSend, setToSend] = useState<Campaign | null>(null);
  const [toDelete, setToDelete] = useState<Campaign | null>(null);

  if (campaigns.isPending) return <SkeletonList rows={3} />;
  if (campaigns.isError) {
    return (
      <ErrorState
        title="Failed to fetch data"
        message={errorMessage(campaigns.error)}
        onRetry={() => void campaigns.refetch()}
      />
    );
  }
  const all = campaigns.data;
  const shown = showAll ? all : all.slice(0, TribeLimits.campaignListShown);

  return (
    <section aria-labelledby="your-campaigns" className="flex flex-col gap-3">
      <h2 id="your-campaigns" className="font-display text-lg font-bold text-fg">
        Your Campaigns
      </h2>
      {all.length === 0 ? (
        <EmptyState
          icon={<Megaphone aria-hidden="true" />}
          title="No campaigns yet"
          text="Create your first campaign to reach your fans."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              onSend={setToSend}
              onDelete={setToDelete}
              onResume={(paused) =>
                resume.mutate(paused.id, {
                  onError: (failure) =>
                    toast.error('Failed to send campaign', { description: errorMessage(failure) }),
                })
              }
            />
          ))}
        </ul>
      )}
      {all.length > TribeLimits.campaignListShown && (
        <Button variant="outline" onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show fewer' : `Show all ${all.length} campaigns`}
        </Button>
      )}
      <ConfirmDialog
        open={toSend !== null}
        onOpenChange={(open) => !open && setToSend(null)}
        title="Send this campaign?"
        text={SEND_CONFIRM}
        confirmLabel="Send"
        onConfirm={async () => {
          if (!toSend) return;
          try {
            const reply = await send.mutateAsync(toSend.id);
            toast.success(`Campaign sent to ${formatCount(reply.recipients)} subscribers!`, {
              duration: 5000,
            });
          } catch (failure) {
            toast.error('Failed to send campaign', { description: errorMessage(failure) });
            throw failure;
          }
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this campaign?"
        text="Are you sure you want to delete this campaign?"
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await remove.mutateAsync(toDelete.id);
            toast.success('Campaign deleted successfully', { duration: 3000 });
          } catch (failure) {
            toast.error('Failed to delete campaign', { description: errorMessage(failure) });
            throw failure;
          }
        }}
      />
    </section>
  );
}

export function CampaignsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <CampaignForm />
      <div className="flex flex-col gap-6">
        <CampaignList />
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb className="size-4.5 text-warning-300" aria-hidden="true" />
              Engagement tips
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-fg-muted">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
