/**
 * Create Posts (spec part 1, section 2, tab 1): optional title, required content, who may
 * read it, and a price in USD only for pay-per-view. The form checks with the server's own
 * schema (`PostInput`, through `PostFormSchema`); a refused post keeps everything typed.
 */
import { PostLimits } from '@contract/limits';
import { dollarsToCents } from '@contract/merch';
import type { PostForm } from '@contract/posts';
import { PostInput, PostVisibility, StorefrontCategory } from '@contract/posts';
import { Crown, Globe, Lightbulb, LockKeyhole, Send } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { toast } from '../../lib/toast';
import { CharacterCount, TextArea } from '../../components/posts/text-area';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { DollarInput, Field, Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useCreatePost } from '../../lib/api/monetize.api';
import { useContractForm } from '../../lib/contract-form';
import { parseDollars } from './dollars';

interface VisibilityOption {
  value: PostVisibility;
  label: string;
  text: string;
  icon: LucideIcon;
}

const visibilityOptions: VisibilityOption[] = [
  {
    value: 'public',
    label: 'Public',
    text: 'Everyone can read it, in the feed and on your profile.',
    icon: Globe,
  },
  {
    value: 'subscribers',
    label: 'Subscribers',
    text: 'Only fans with an active subscription to one of your tiers.',
    icon: Crown,
  },
  {
    value: 'ppv',
    label: 'Pay-per-view',
    text: 'Fans pay once to unlock it. It is listed on your storefront.',
    icon: LockKeyhole,
  },
];

const tips = [
  'Tease on the feed, deliver on pay-per-view: a public post pointing at a paid one sells it.',
  'Give subscribers something regular, like a demo a week, so the tier feels alive.',
  'Price small and often. $2 to $5 unlocks are easy yeses for fans.',
  'Stems, lyric sheets and voice memos sell well: things fans cannot get anywhere else.',
  'Put exclusive files in your Content Vault and invite your team to share them.',
];

/** The form's fields: the price as typed in dollars; '' for the category lets the storefront derive it from the title. */
const PostDraft = z.object({
  title: z.string(),
  content: z.string(),
  visibility: PostVisibility,
  price: z.string(),
  category: StorefrontCategory.or(z.literal('')),
});
type Draft = z.infer<typeof PostDraft>;

const emptyDraft: Draft = { title: '', content: '', visibility: 'public', price: '', category: '' };

/** The draft as the schema's input: dollars become cents (×100, rounded); only ppv has a price. */
export function draftToPostForm(draft: Draft): PostForm {
  const dollars = parseDollars(draft.price);
  return {
    title: draft.title,
    content: draft.content,
    visibility: draft.visibility,
    price_cents:
      draft.visibility === 'ppv' ? dollarsToCents(Number.isNaN(dollars) ? 0 : dollars) : 0,
    content_type: draft.visibility === 'ppv' && draft.category ? draft.category : null,
  };
}

/**
 * The form's schema, derived from the contract's: the draft becomes `PostInput`'s input and
 * `PostInput` checks it, so its messages about `price_cents` show under the price.
 */
const PostFormSchema = PostDraft.transform(draftToPostForm).pipe(PostInput);

export function CreatePostTab() {
  const createPost = useCreatePost();
  const navigate = useNavigate();
  const id = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(PostFormSchema, {
    defaultValues: emptyDraft,
    wireNames: { price_cents: 'price', content_type: 'category' },
  });
  const { errors } = form.formState;
  const [visibility, content] = form.watch(['visibility', 'content']);

  function publish(post: PostInput) {
    createPost.mutate(post, {
      onSuccess: ({ post: published }) => {
        toast.success('Post published', {
          description: published.title ?? 'Your post is live.',
          action: { label: 'View post', onClick: () => navigate(`/post/${published.id}`) },
        });
        form.reset(emptyDraft);
      },
      onError: (error) => {
        const onField = showServerFieldError(error);
        toast.error('Failed to publish your post', {
          description: onField ?? errorMessage(error, 'Please try again.'),
        });
      },
    });
  }

  const counterId = `${id}-count`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <CardHeader>
          <CardTitle>Create a post</CardTitle>
          <CardDescription>Share something free, for subscribers, or for sale.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-5" onSubmit={onSubmit(publish)} noValidate>
            <Field id={`${id}-title`} label="Title (optional)" error={errors.title?.message}>
              {(describedBy) => (
                <Input
                  id={`${id}-title`}
                  maxLength={PostLimits.maxTitle}
                  placeholder="New demo: Glass Houses"
                  {...form.register('title')}
                  invalid={Boolean(errors.title)}
                  aria-describedby={describedBy}
                />
              )}
            </Field>

            <div className="flex flex-col gap-1.5">
              <div className="flex items-end justify-between gap-3">
                <label htmlFor={`${id}-content`} className="text-sm font-semibold text-fg">
                  Content
                </label>
                <CharacterCount
                  id={counterId}
                  count={content.length}
                  limit={PostLimits.maxContent}
                />
              </div>
              <TextArea
                id={`${id}-content`}
                rows={7}
                required
                placeholder="What are you sharing today?"
                {...form.register('content')}
                invalid={Boolean(errors.content)}
                aria-describedby={cn(errors.content && `${id}-content-error`, counterId)}
              />
              {errors.content && (
                <p id={`${id}-content-error`} className="text-sm font-medium text-danger-300">
                  {errors.content.message}
                </p>
              )}
            </div>

            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-fg">Who can read it</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {visibilityOptions.map(({ value, label, text, icon: Icon }) => {
                  const selected = visibility === value;
                  return (
                    <label
                      key={value}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-300 sm:flex-col sm:gap-2',
                        selected
                          ? 'border-accent-400/70 bg-accent-500/10'
                          : 'border-white/12 bg-white/[0.02] hover:border-white/25',
                      )}
                    >
                      <input
                        type="radio"
                        value={value}
                        {...form.register('visibility', {
                          // The price belongs to pay-per-view: its message goes with a change.
                          onChange: () => form.clearErrors('price'),
                        })}
                        className="sr-only"
                      />
                      <Icon
                        className={cn(
                          'mt-0.5 size-5 shrink-0',
                          selected ? 'text-accent-300' : 'text-fg-subtle',
                        )}
                        aria-hidden="true"
                      />
                      <span className="flex flex-col gap-0.5">
                        <span className="text-sm font-semibold text-fg">{label}</span>
                        <span className="text-xs leading-relaxed text-fg-muted">{text}</span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>

            {visibility === 'ppv' && (
              <Field
                id={`${id}-price`}
                label="Price (USD)"
                hint="What a fan pays once to unlock this post."
                error={errors.price?.message}
              >
                {(describedBy) => (
                  <DollarInput
                    id={`${id}-price`}
                    wrapperClassName="max-w-48"
                    placeholder="0.00"
                    {...form.register('price')}
                    invalid={Boolean(errors.price)}
                    aria-describedby={describedBy}
                  />
                )}
              </Field>
            )}

            {visibility === 'ppv' && (
              <Field
                id={`${id}-category`}
                label="Storefront category"
                hint="Where this release sits on your storefront."
                error={errors.category?.message}
              >
                {(describedBy) => (
                  <Select
                    id={`${id}-category`}
                    {...form.register('category')}
                    aria-describedby={describedBy}
                    className="max-w-64"
                  >
                    <option value="">From the title</option>
                    {StorefrontCategory.options.map((category) => (
                      <option key={category} value={category}>
                        {category}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}

            <div className="flex justify-end">
              <Button type="submit" loading={createPost.isPending} className="w-full sm:w-auto">
                {!createPost.isPending && <Send aria-hidden="true" />}
                Publish post
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      <Card className="h-fit">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Lightbulb className="size-4.5 text-warning-300" aria-hidden="true" />
            Monetization tips
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3 text-sm leading-relaxed text-fg-muted">
            {tips.map((tip) => (
              <li key={tip} className="flex gap-2.5">
                <span
                  className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-400"
                  aria-hidden="true"
                />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
