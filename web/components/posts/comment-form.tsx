import { CommentLimits } from '@contract/limits';
import { CommentInput } from '@contract/comments';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api/api-client';
import { useAddComment } from '../../lib/api/posts.api';
import { useAuth } from '../../lib/auth/auth-context';
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
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate, isPending } = useAddComment(postId);

  function submit() {
    if (isPending) return;
    const parsed = CommentInput.safeParse({ content });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check your comment');
      return;
    }
    setProblem(null);
    mutate(parsed.data.content, {
      onSuccess: () => {
        setContent('');
        toast.success('Comment posted');
      },
      onError: (error) => setProblem(errorMessage(error, 'Could not post your comment')),
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  }

  if (!user) return null;
  const describedBy = [problem ? `${id}-problem` : null, `${id}-count`].filter(Boolean).join(' ');
  return (
    <form onSubmit={handleSubmit} className="flex gap-3" noValidate>
      <Avatar name={displayName(user)} src={user.avatar_url} className="size-9 text-sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <label htmlFor={`${id}-content`} className="sr-only">
          Write a comment
        </label>
        <TextArea
          id={`${id}-content`}
          value={content}
          onChange={(event) => {
            setContent(event.target.value);
            if (problem) setProblem(null);
          }}
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
