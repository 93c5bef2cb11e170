import { ReportLimits } from '@contract/limits';
import { ReportInput } from '@contract/posts';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { reportComment, reportPost } from '../../lib/api/posts.api';
import { useContractForm } from '../../lib/contract-form';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { Label } from '../ui/input';
import { CharacterCount, TextArea } from './text-area';

export const REPORT_THANKS = 'Thanks for letting us know. Our moderators will take a look.';

interface ReportPostDialogProps {
  postId: number;
  /** Reports this comment on the post instead of the post itself. */
  commentId?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Report a post (or a comment on it) to the moderators, with an optional reason. */
export function ReportPostDialog({ postId, commentId, open, onOpenChange }: ReportPostDialogProps) {
  const what = commentId === undefined ? 'post' : 'comment';
  const id = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(ReportInput, {
    defaultValues: { reason: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const isSending = form.formState.isSubmitting;
  const reason = form.watch('reason') ?? '';
  const problem = form.formState.errors.reason?.message ?? failure;

  async function send(report: z.output<typeof ReportInput>) {
    setFailure(null);
    try {
      if (commentId === undefined) await reportPost(postId, report.reason || undefined);
      else await reportComment(postId, commentId, report.reason || undefined);
      toast.success(REPORT_THANKS);
      form.reset({ reason: '' });
      onOpenChange(false);
    } catch (error) {
      if (!showServerFieldError(error)) {
        setFailure(errorMessage(error, 'Could not send the report. Please try again.'));
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !isSending && onOpenChange(next)}>
      <DialogContent
        title={`Report ${what}`}
        description={`Tell our moderators what is wrong with this ${what}. A reason is optional but helps.`}
        className="max-w-md"
      >
        <form onSubmit={onSubmit(send)} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
              <CharacterCount count={reason.length} limit={ReportLimits.maxReason} />
            </div>
            <TextArea
              id={`${id}-reason`}
              {...form.register('reason')}
              placeholder="Spam, harassment, stolen work…"
              invalid={Boolean(problem)}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
            {problem && (
              <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-300">
                {problem}
              </p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={isSending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={isSending}>
              Send report
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
