/** Subscribers: the list with its status (green when active, red otherwise), add and delete. */
import { formatRelativeTime } from '@contract/format';
import { AddSubscriberRequest } from '@contract/tribe';
import { Download, Trash2, Upload, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import type { EmailSubscriber } from '../../lib/api/tribe.api';
import { useAddSubscriber, useDeleteSubscriber, useSubscribers } from '../../lib/api/tribe.api';
import { useContractForm } from '../../lib/contract-form';
import { ImportDialog } from './import-dialog';

function AddSubscriberDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const add = useAddSubscriber();
  const { form, onSubmit, showServerFieldError } = useContractForm(AddSubscriberRequest, {
    defaultValues: { email: '', name: '', phone: '', source: 'manual' },
  });
  const errors = form.formState.errors;

  function save(request: AddSubscriberRequest) {
    add.mutate(
      { ...request, name: request.name || null, source: 'manual' },
      {
        onSuccess: () => {
          toast.success('Subscriber added successfully', { duration: 3000 });
          form.reset();
          onOpenChange(false);
        },
        onError: (failure) => {
          if (showServerFieldError(failure)) return;
          if (failure instanceof ApiError && failure.status === 409) {
            form.setError(
              'email',
              { type: 'server', message: failure.message },
              { shouldFocus: true },
            );
            return;
          }
          toast.error('Failed to add subscriber', { description: errorMessage(failure) });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Add New Subscriber"
        description="They are on your list at once, as added by you."
      >
        <form className="flex flex-col gap-4" onSubmit={onSubmit(save)} noValidate>
          <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
            {(describedBy) => (
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                aria-describedby={describedBy}
                invalid={Boolean(errors.email)}
                {...form.register('email')}
              />
            )}
          </Field>
          <Field id={`${id}-name`} label="Name (optional)" error={errors.name?.message}>
            {(describedBy) => (
              <Input id={`${id}-name`} aria-describedby={describedBy} {...form.register('name')} />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add Subscriber'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SubscriberRow({
  subscriber,
  onDelete,
}: {
  subscriber: EmailSubscriber;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-white/[0.08] bg-ink-900/60 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-all text-fg">{subscriber.email}</p>
        <p className="text-xs text-fg-subtle">
          {subscriber.name ? `${subscriber.name} · ` : ''}
          {subscriber.source} · {formatRelativeTime(subscriber.subscribed_at)}
          {subscriber.relations.length > 0 ? ` · ${subscriber.relations.join(', ')}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={subscriber.status === 'active' ? 'success' : 'danger'}>
          {subscriber.status}
        </Badge>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete ${subscriber.email}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

export function SubscribersPanel() {
  const subscribers = useSubscribers();
  const loaded = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? [];
  const remove = useDeleteSubscriber();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [toDelete, setToDelete] = useState<EmailSubscriber | null>(null);

  return (
    <section className="flex flex-col gap-4" aria-label="Subscribers">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-lg font-bold text-fg">Subscribers</h2>
        <div className="flex flex-wrap gap-2">
          <a
            href="/api/email/subscribers/export"
            download
            className={buttonClasses({ variant: 'ghost' })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            Import CSV
          </Button>
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add Subscriber
          </Button>
        </div>
      </div>
      {subscribers.isPending ? (
        <SkeletonList rows={3} />
      ) : subscribers.isError ? (
        <ErrorState
          title="Failed to fetch data"
          message={errorMessage(subscribers.error)}
          onRetry={() => void subscribers.refetch()}
        />
      ) : loaded.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title="No subscribers yet"
          text="Add fans by hand, or share your storefront: its Join the list form brings them in with their consent."
        />
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {loaded.map((subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                onDelete={() => setToDelete(subscriber)}
              />
            ))}
          </ul>
          {subscribers.hasNextPage && (
            <Button
              variant="outline"
              className="self-center"
              loading={subscribers.isFetchingNextPage}
              onClick={() => void subscribers.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </>
      )}
      <AddSubscriberDialog open={adding} onOpenChange={setAdding} />
      <ImportDialog open={importing} onOpenChange={setImporting} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete subscriber?"
        text="Are you sure you want to delete this subscriber?"
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await remove.mutateAsync(toDelete.id);
            toast.success('Subscriber deleted', { duration: 3000 });
          } catch (failure) {
            toast.error('Failed to delete subscriber', { description: errorMessage(failure) });
            throw failure;
          }
        }}
      />
    </section>
  );
}
