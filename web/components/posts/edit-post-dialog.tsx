/**
 * Edit a post: the same fields as creating one (spec part 1, section 2, Create Posts) and
 * the same rules, because the form checks with the server's own schema (`PostInput`).
 */
import { PostLimits } from '@contract/limits';
import { PostInput } from '@contract/posts';
import type { PostVisibility } from '@contract/posts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useUpdatePost } from '../../lib/api/posts.api';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import { Field, Input, Select } from '../ui/input';
import { CharacterCount, TextArea } from './text-area';
import type { Post } from '../../lib/api/posts.api';

type FieldName = 'title' | 'content' | 'visibility' | 'price_cents';
type FieldErrors = Partial<Record<FieldName, string>>;
const fieldNames: FieldName[] = ['title', 'content', 'visibility', 'price_cents'];

interface FormValues {
  title: string;
  content: string;
  visibility: PostVisibility;
  /** Dollars as typed; turned into whole cents on save. */
  price: string;
}

const visibilityOptions: { value: PostVisibility; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'subscribers', label: 'Subscribers only' },
  { value: 'ppv', label: 'Pay-per-view' },
];

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (fieldNames as string[]).includes(value);
}

function valuesOf(post: Post): FormValues {
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
  const [values, setValues] = useState<FormValues>(() => valuesOf(post));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync, isPending } = useUpdatePost();

  function setValue<K extends keyof FormValues>(field: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const errorField: FieldName = field === 'price' ? 'price_cents' : (field as FieldName);
    if (errors[errorField]) setErrors((current) => ({ ...current, [errorField]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const price = values.price.trim() === '' ? 0 : Number(values.price);
    const parsed = PostInput.safeParse({
      title: values.title,
      content: values.content,
      visibility: values.visibility,
      price_cents: values.visibility === 'ppv' ? Math.round(price * 100) : 0,
    });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field) && !next[field]) next[field] = issue.message;
      }
      if (Number.isNaN(price)) next.price_cents = 'Enter a price in dollars, like 4.99';
      setErrors(next);
      return;
    }
    try {
      await mutateAsync({ postId: post.id, input: parsed.data });
      toast.success('Post updated');
      onDone();
    } catch (error) {
      const message = errorMessage(error, 'Could not save the post. Please try again.');
      const match = error instanceof ApiError ? /^([a-z_]+): (.+)$/.exec(message) : null;
      if (match && isFieldName(match[1])) setErrors({ [match[1]]: match[2] });
      else setProblem(message);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
      {problem && (
        <p
          role="alert"
          className="rounded-xl border border-danger-400/30 bg-danger-500/10 px-3.5 py-2.5 text-sm text-danger-300"
        >
          {problem}
        </p>
      )}
      <Field id={`${id}-title`} label="Title (optional)" error={errors.title}>
        {(describedBy) => (
          <Input
            id={`${id}-title`}
            value={values.title}
            onChange={(event) => setValue('title', event.target.value)}
            invalid={Boolean(errors.title)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field
        id={`${id}-content`}
        label="Content"
        error={errors.content}
        hint={<CharacterCount count={values.content.length} limit={PostLimits.maxContent} />}
      >
        {(describedBy) => (
          <TextArea
            id={`${id}-content`}
            value={values.content}
            onChange={(event) => setValue('content', event.target.value)}
            invalid={Boolean(errors.content)}
            aria-describedby={describedBy}
            rows={7}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-visibility`} label="Who can see it" error={errors.visibility}>
          {(describedBy) => (
            <Select
              id={`${id}-visibility`}
              value={values.visibility}
              onChange={(event) => setValue('visibility', event.target.value as PostVisibility)}
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
        {values.visibility === 'ppv' && (
          <Field id={`${id}-price`} label="Price (USD)" error={errors.price_cents}>
            {(describedBy) => (
              <Input
                id={`${id}-price`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={values.price}
                onChange={(event) => setValue('price', event.target.value)}
                invalid={Boolean(errors.price_cents)}
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
