/**
 * "Join the list" on a creator's storefront and profile, signed out or in: double opt-in (a
 * confirmation e-mail; nothing is sent until the link in it is followed), and an optional phone
 * number for texts, with a consent of its own.
 */
import { JoinListRequest } from '@contract/tribe';
import { BellRing, MailCheck, MailPlus } from 'lucide-react';
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
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { pushSupported, subscribeToPush, useJoinList } from '../../lib/api/tribe.api';
import { useContractForm } from '../../lib/contract-form';

/** Browser push, where the browser has it. */
function GetNotifiedButton({ creatorId }: { creatorId: number }) {
  const [state, setState] = useState<'idle' | 'working' | 'done'>('idle');
  if (!pushSupported()) return null;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={state !== 'idle'}
      onClick={() => {
        setState('working');
        subscribeToPush(creatorId).then(
          () => {
            setState('done');
            toast.success('You will get notified in this browser');
          },
          (failure: unknown) => {
            setState('idle');
            toast.error('Could not turn on notifications', { description: errorMessage(failure) });
          },
        );
      }}
    >
      <BellRing aria-hidden="true" />
      {state === 'done' ? 'Notifications on' : 'Get notified'}
    </Button>
  );
}

export function JoinListSection({
  creatorId,
  artistName,
}: {
  creatorId: number;
  artistName: string;
}) {
  const id = useId();
  const join = useJoinList(creatorId);
  const [done, setDone] = useState<string | null>(null);
  const { form, onSubmit, showServerFieldError } = useContractForm(JoinListRequest, {
    defaultValues: { email: '', name: '', phone: '', sms_consent: false },
  });
  const errors = form.formState.errors;

  function submit(request: JoinListRequest) {
    join.mutate(
      { ...request, name: request.name || null, phone: request.phone || null },
      {
        onSuccess: (reply) => setDone(reply.message),
        onError: (failure) => {
          if (!showServerFieldError(failure)) {
            toast.error('Could not join the list', { description: errorMessage(failure) });
          }
        },
      },
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <MailPlus className="size-5 text-accent-300" aria-hidden="true" />
          Join the list
        </CardTitle>
        <CardDescription>
          News, releases and shows from {artistName}, straight to your inbox. Unsubscribe any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {done ? (
          <p role="status" className="flex items-start gap-2 text-sm text-success-400">
            <MailCheck className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
            {done}
          </p>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={onSubmit(submit)} noValidate>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
                {(describedBy) => (
                  <Input
                    id={`${id}-email`}
                    type="email"
                    autoComplete="email"
                    aria-describedby={describedBy}
                    invalid={Boolean(errors.email)}
                    {...form.register('email')}
                  />
                )}
              </Field>
              <Field id={`${id}-name`} label="Name (optional)" error={errors.name?.message}>
                {(describedBy) => (
                  <Input
                    id={`${id}-name`}
                    autoComplete="given-name"
                    aria-describedby={describedBy}
                    {...form.register('name')}
                  />
                )}
              </Field>
            </div>
            <Field
              id={`${id}-phone`}
              label="Phone for texts (optional)"
              hint="With the country code, like +15551234567."
              error={errors.phone?.message}
            >
              {(describedBy) => (
                <Input
                  id={`${id}-phone`}
                  type="tel"
                  autoComplete="tel"
                  aria-describedby={describedBy}
                  invalid={Boolean(errors.phone)}
                  {...form.register('phone')}
                />
              )}
            </Field>
            <label className="flex items-start gap-2 text-sm text-fg-muted">
              <input type="checkbox" className="mt-1" {...form.register('sms_consent')} />
              Text me too. Message rates may apply; reply or use the link to stop.
            </label>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={join.isPending}>
                {join.isPending ? 'Joining…' : 'Join the list'}
              </Button>
              <GetNotifiedButton creatorId={creatorId} />
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
