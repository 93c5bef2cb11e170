/** Send Test Email: one real message through the mailer, to check how a message looks. */
import { TestEmailRequest } from '@contract/tribe';
import { useId } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useSendTestEmail } from '../../lib/api/tribe.api';
import { useContractForm } from '../../lib/contract-form';
import { TextArea } from './text-area';

export function TestEmailDialog({
  open,
  onOpenChange,
  defaultEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail: string;
}) {
  const id = useId();
  const send = useSendTestEmail();
  const { form, onSubmit, showServerFieldError } = useContractForm(TestEmailRequest, {
    defaultValues: { email: defaultEmail, subject: '', html_content: '' },
  });
  const errors = form.formState.errors;

  function submit(request: TestEmailRequest) {
    send.mutate(request, {
      onSuccess: ({ delivery }) => {
        toast.success('Test email sent successfully', {
          duration: 3000,
          description:
            delivery === 'outbox' ? 'No mail server is set up: it is in the outbox.' : undefined,
        });
        onOpenChange(false);
      },
      onError: (failure) => {
        if (!showServerFieldError(failure)) {
          toast.error('Failed to send test email', { description: errorMessage(failure) });
        }
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Send Test Email"
        description="One message, sent now, to check how it looks."
      >
        <form className="flex flex-col gap-4" onSubmit={onSubmit(submit)} noValidate>
          <Field id={`${id}-email`} label="Send to" error={errors.email?.message}>
            {(describedBy) => (
              <Input
                id={`${id}-email`}
                type="email"
                aria-describedby={describedBy}
                invalid={Boolean(errors.email)}
                {...form.register('email')}
              />
            )}
          </Field>
          <Field id={`${id}-subject`} label="Subject" error={errors.subject?.message}>
            {(describedBy) => (
              <Input
                id={`${id}-subject`}
                aria-describedby={describedBy}
                invalid={Boolean(errors.subject)}
                {...form.register('subject')}
              />
            )}
          </Field>
          <Field id={`${id}-content`} label="Content (HTML)" error={errors.html_content?.message}>
            {(describedBy) => (
              <TextArea
                id={`${id}-content`}
                rows={6}
                aria-describedby={describedBy}
                invalid={Boolean(errors.html_content)}
                {...form.register('html_content')}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send Test'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
