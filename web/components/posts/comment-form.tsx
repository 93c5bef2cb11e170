import { CommentLimits } from '@contract/limits';
import { CommentInput } from '@contract/comments';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/api/api-client';
import { useAddComment } from '../../lib/api/posts.api';
import { useAuth } from '../../lib/auth/auth-context';
import { useContractForm } from '../../lib/contract-form';
import { displayName } from '@contract/format';
import { Avatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { CharacterCount, TextArea } from './text-area';

/**
 * Write a comment. Checked with the server's own rule (`CommentInput`: required, at most
 * 2,000 characters); the text stays in the box until the server has it.
 */
export function CommentForm({ postId }: { postId: number }) {
  const id = useId();
  const { user } = useAuth();
  const { form, onSubmit, showServerFieldError } = useContractForm(CommentInput, {
    defaultValues: { content: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate, isPending } = useAddComment(postId);
  const content = form.watch('content');
  const problem = form.formState.errors.content?.message ?? failure;

  function post(comment: CommentInput) {
    setFailure(null);
    mutate(comment.content, {
      onSuccess: () => {
        form.reset({ content: '' });
        toast.success('Comment posted');
      },
      onError: (error) => {
        if (!showServerFieldError(error)) {
          setFailure(errorMessage(error, 'Could not post your comment'));
        }
      },
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  if (!user) return null;
  const describedBy = [problem ? `${id}-problem` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <form
      onSubmit={(event) => {
        if (isPending) {
          event.preventDefault();
          return;
        }
        void onSubmit(post)(event);
      }}
      className="flex gap-3"
      noValidate
    >
      <Avatar name={displayName(user)} src={user.avatar_url} className="size-9 text-sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={`${id}-content`} className="sr-only">
          Write a comment
        </label>
        <TextArea
          id={`${id}-content`}
          {...form.register('content', { onChange: () => setFailure(null) })}
          onKeyDown={handleKeyDown}
          placeholder="Write a comment…"
          rows={3}
          invalid={Boolean(problem)}
          aria-describedby={describedBy}
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-300">
            {problem}
          </p>
        )}
        <div className="flex items-center justify-between gap-3">
          <CharacterCount
            id={`${id}-count`}
            count={content.length}
            limit={CommentLimits.maxContent}
          />
          <Button type="submit" size="sm" loading={isPending}>
            {!isPending && <Send aria-hidden="true" />}
            Comment
          </Button>
        </div>
      </div>
    </form>
  );
}
