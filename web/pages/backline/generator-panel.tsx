/**
 * The AI content generator (spec part 2, sections 2, 5 and 9): prompt, platform, content
 * type, tone, hashtags and emojis; the platform's tips and openers; the result with its score
 * band, the factors behind it, Save and Post Now.
 */
import { StudioLimits } from '@contract/limits';
import {
  CONTENT_TYPES,
  GenerateRequest,
  PLATFORM_GUIDES,
  StudioPlatform,
  StudioTone,
} from '@contract/studio';
import type { StudioPlatform as Platform } from '@contract/studio';
import { Check, Copy, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api/api-client';
import { useGenerate, useSaveGeneration } from '../../lib/api/studio.api';
import type { StudioGeneration, TrendingTopic } from '../../lib/api/studio.api';
import { useContractForm } from '../../lib/contract-form';
import { PostNowAction } from './post-now-action';
import { ScoreBand } from './score-band';

function GenerationResult({ generation }: { generation: StudioGeneration }) {
  const save = useSaveGeneration();
  const [saved, setSaved] = useState(generation.saved);
  const [copied, setCopied] = useState(false);

  function handleSave() {
    save.mutate(generation.id, {
      onSuccess: () => {
        setSaved(true);
        toast.success('Content saved successfully!');
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to save content')),
    });
  }

  async function handleCopy() {
    await navigator.clipboard?.writeText(generation.generated_content);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <section
      aria-label="Generated content"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 p-4"
    >
      {generation.posts.length > 1 ? (
        <ol className="flex flex-col gap-2">
          {generation.posts.map((post, index) => (
            <li
              key={index}
              className="rounded-xl bg-white/[0.03] p-3 text-sm whitespace-pre-wrap text-fg"
            >
              {post}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm whitespace-pre-wrap text-fg">
          {/* The hashtags show once, below, rather than also as the text's last line. */}
          {generation.generated_content.replace(/\n+(?:#\S+\s*)+$/u, '')}
        </p>
      )}
      {generation.hashtags.length > 0 && (
        <p className="flex flex-wrap gap-2 text-sm text-accent-200" aria-label="Hashtags">
          {generation.hashtags.map((tag) => (
            <span key={tag}>#{tag}</span>
          ))}
        </p>
      )}
      <p className="text-xs text-fg-subtle">
        {generation.generated_content.length} characters · written by{' '}
        {generation.engine === 'model' ? 'the configured model' : 'Backline’s writer'}
      </p>
      <ScoreBand score={generation.performance_score} factors={generation.score_factors} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={handleSave} disabled={saved || save.isPending}>
          {saved ? 'Saved' : save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <PostNowAction text={generation.generated_content} posts={generation.posts} />
        <Button variant="ghost" onClick={() => void handleCopy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </section>
  );
}

export function GeneratorPanel({
  topic,
  onPromptChange,
}: {
  topic: TrendingTopic | null;
  onPromptChange: (prompt: string) => void;
}) {
  const ids = useId();
  const { form, onSubmit, showServerFieldError } = useContractForm(GenerateRequest, {
    defaultValues: {
      prompt: '',
      platform: StudioLimits.defaultPlatform,
      content_type: 'caption',
      tone: 'engaging',
      include_hashtags: true,
      include_emojis: true,
      trend_keywords: [],
    },
  });
  const generate = useGenerate();
  const platform = (form.watch('platform') ?? StudioLimits.defaultPlatform) as Platform;
  const prompt = form.watch('prompt') ?? '';
  const limit = StudioLimits.platformCharacterLimits[platform];
  const guide = PLATFORM_GUIDES[platform];
  const promptField = form.register('prompt', {
    onChange: (event: { target: { value: string } }) => onPromptChange(event.target.value),
  });

  const handleGenerate = onSubmit((request) => {
    generate.mutate(
      { ...request, topic_id: topic?.id ?? null },
      {
        onError: (error) => {
          if (!showServerFieldError(error)) {
            toast.error(errorMessage(error, 'Failed to generate content. Please try again.'));
          }
        },
      },
    );
  });

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`} className="flex items-center gap-2">
          <Sparkles className="size-5 text-accent-300" aria-hidden="true" /> AI content generator
        </CardTitle>
        {topic && (
          <p className="text-sm text-fg-muted">
            Building on <span className="font-semibold text-fg">{topic.topic}</span>
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form className="flex flex-col gap-4" onSubmit={handleGenerate} noValidate>
          <Field
            id={`${ids}-prompt`}
            label="Prompt"
            hint={`${prompt.length} / ${limit} characters`}
            error={form.formState.errors.prompt?.message}
          >
            {(describedBy) => (
              <textarea
                id={`${ids}-prompt`}
                rows={3}
                maxLength={limit}
                aria-describedby={describedBy}
                aria-invalid={Boolean(form.formState.errors.prompt) || undefined}
                placeholder="What is the post about? e.g. my new single Neon Rain, out Friday"
                className="w-full rounded-xl border border-white/10 bg-ink-900 px-3 py-2 text-sm text-fg placeholder:text-fg-subtle focus:border-accent-400/60 focus:outline-none"
                {...promptField}
              />
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field id={`${ids}-platform`} label="Platform">
              {() => (
                <Select id={`${ids}-platform`} {...form.register('platform')}>
                  {StudioPlatform.options.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id={`${ids}-type`} label="Content type">
              {() => (
                <Select id={`${ids}-type`} {...form.register('content_type')}>
                  {CONTENT_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id={`${ids}-tone`} label="Tone">
              {() => (
                <Select id={`${ids}-tone`} {...form.register('tone')}>
                  {StudioTone.options.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('include_hashtags')} /> Include hashtags
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" {...form.register('include_emojis')} /> Include emojis
            </label>
          </div>
          <div className="grid gap-3 rounded-2xl bg-white/[0.03] p-3 text-sm sm:grid-cols-2">
            <div>
              <h3 className="font-semibold text-fg">Tips for {platform}</h3>
              <ul className="mt-1 list-disc pl-5 text-fg-muted">
                {guide.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-fg">Example openers</h3>
              <ul className="mt-1 list-disc pl-5 text-fg-muted">
                {guide.openers.map((opener) => (
                  <li key={opener}>{opener}</li>
                ))}
              </ul>
            </div>
          </div>
          <Button type="submit" disabled={generate.isPending}>
            {generate.isPending ? 'Generating…' : 'Generate content'}
          </Button>
        </form>
        {generate.data && <GenerationResult key={generate.data.id} generation={generate.data} />}
      </CardContent>
    </Card>
  );
}
