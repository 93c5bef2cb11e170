/**
 * Edit a post: the same fields as creating one (spec part 1, section 2, Create Posts) and
 * the same rules, because the form checks with the server's own schema (`PostInput`): the
 * form's schema turns the dollars typed into cents and hands the post to `PostInput`.
 */
import { PostLimits } from '@contract/limits';
import { dollarsToCents } from '@contract/merch';
import { PostInput, PostVisibility } from '@contract/posts';
import type { PostForm } from '@contract/posts';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { errorMessage } from '../../lib/api/api-client';
import { useUpdatePost } from '../../lib/api/posts.api';
import type { Post } from '../../lib/api/posts.api';
import { useContractForm } from '../../lib/contract-form';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { Field, Input, Select } from '../ui/input';
import { CharacterCount, TextArea } from './text-area';

/** The fields as typed: the price in dollars. The category is left out: it stays as it was. */
const EditPostDraft = z.object({
  title: z.string(),
  content: z.string(),
  visibility: PostVisibility,
  price: z
    .string()
    .refine(
      (price) => price.trim() === '' || Number.isFinite(Number(price)),
      'Enter a price in dollars, like 4.99',
    ),
});
type EditPostDraft = z.infer<typeof EditPostDraft>;

/** Derived from the contract's: dollars become whole cents, only pay-per-view has a price. */
const EditPostSchema = EditPostDraft.transform((draft): PostForm => ({
  title: draft.title,
  content: draft.content,
  visibility: draft.visibility,
  price_cents:
    draft.visibility === 'ppv' && draft.price.trim() !== ''
      ? dollarsToCents(Number(draft.price))
      : 0,
})).pipe(PostInput);

const visibilityOptions: { value: PostVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'subscribers', label: 'Subscribers only' },
  { value: 'ppv', label: 'Pay-per-view' },
];

function valuesOf(post: Post): EditPostDraft {
  return {
    title: post.title ?? '',
    content: post.content ?? '',
    visibility: post.visibility,
    price: post.visibility === 'ppv' ? (post.price_cents / 100).toFixed(2) : '',
  };
}

interface EditPostDialogProps {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Edit post" className="max-w-xl">
        {/* Mounted only while open, so each opening starts from the post as it is now. */}
        {open && <EditPostForm post={post} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const id = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(EditPostSchema, {
    defaultValues: valuesOf(post),
    wireNames: { price_cents: 'price' },
  });
  const { errors } = form.formState;
  const [visibility, content] = form.watch(['visibility', 'content']);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync, isPending } = useUpdatePost();

  async function save(input: PostInput) {
    try {
      await mutateAsync({ postId: post.id, input });
      toast.success('Post updated');
      onDone();
    } catch (error) {
      if (!showServerFieldError(error)) {
        setProblem(errorMessage(error, 'Could not save the post. Please try again.'));
      }
    }
  }

  return (
    <form
      onSubmit={(event) => {
        setProblem(null);
        void onSubmit(save)(event);
      }}
      className="flex flex-col gap-4"
      noValidate
    >
      {problem && (
        <p
          role="alert"
          className="rounded-xl border border-danger-400/30 bg-danger-500/10 px-3.5 py-2.5 text-sm text-danger-300"
        >
          {problem}
        </p>
      )}
      <Field id={`${id}-title`} label="Title (optional)" error={errors.title?.message}>
        {(describedBy) => (
          <Input
            id={`${id}-title`}
            {...form.register('title')}
            invalid={Boolean(errors.title)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field
        id={`${id}-content`}
        label="Content"
        error={errors.content?.message}
        hint={<CharacterCount count={content.length} limit={PostLimits.maxContent} />}
      >
        {(describedBy) => (
          <TextArea
            id={`${id}-content`}
            {...form.register('content')}
            invalid={Boolean(errors.content)}
            aria-describedby={describedBy}
            rows={7}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-visibility`} label="Who can see it" error={errors.visibility?.message}>
          {(describedBy) => (
            <Select
              id={`${id}-visibility`}
              {...form.register('visibility', {
                // The price belongs to pay-per-view: its message goes with a change.
                onChange: () => form.clearErrors('price'),
              })}
              aria-describedby={describedBy}
            >
              {visibilityOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {visibility === 'ppv' && (
          <Field id={`${id}-price`} label="Price (USD)" error={errors.price?.message}>
            {(describedBy) => (
              <Input
                id={`${id}-price`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                {...form.register('price')}
                invalid={Boolean(errors.price)}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
