/**
 * What to generate: the type, an optional theme, and the Generate button with the last
 * failure beside it. A form over the server's own `DcypherRequest` (its form lives in the
 * page, which also generates again from a result); what was typed stays put whatever the
 * server answers.
 */
import type { DcypherRequest } from '@contract/dcypher';
import { DcypherLimits } from '@contract/limits';
import { CircleAlert, Crown, Wand2 } from 'lucide-react';
import { useId } from 'react';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Input, Label } from '../../components/ui/input';
import type { ContractForm } from '../../lib/contract-form';
import { openUpgradeDialog } from '../../lib/upgrade-link';
import { TypePicker } from './type-picker';

/** A few more ideas than the placeholder gives, offered while the theme is empty. */
const THEME_IDEAS = ['midnight drive', 'hometown', 'first love'];

export interface GenerateProblem {
  message: string;
  /** The trial or plan no longer covers D-Cypher; offer the upgrade. */
  needsUpgrade: boolean;
}

export type DcypherComposerForm = ContractForm<
  z.input<typeof DcypherRequest>,
  z.output<typeof DcypherRequest>
>;

interface DcypherComposerProps {
  form: DcypherComposerForm;
  /** The form's submit handler (checks the fields, then generates). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isGenerating: boolean;
  problem: GenerateProblem | null;
  /** The Generate button's id, so the page can give focus back to it. */
  generateButtonId: string;
}

export function DcypherComposer({
  form,
  onSubmit,
  isGenerating,
  problem,
  generateButtonId,
}: DcypherComposerProps) {
  const id = useId();
  const themeId = `${id}-theme`;
  const counterId = `${id}-counter`;
  const themeErrorId = `${id}-theme-error`;
  const problemId = `${id}-problem`;
  const [type, theme = ''] = form.watch(['type', 'theme']);
  const themeError = form.formState.errors.theme?.message;
  const nearLimit = theme.length >= DcypherLimits.maxTheme - 10;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (isGenerating) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  }

  return (
    <Card className="p-4 sm:p-6">
      <form
        onSubmit={handleSubmit}
        className="flex flex-col gap-5"
        aria-label="Generate a launchpad"
      >
        <TypePicker value={type} onChange={(picked) => form.setValue('type', picked)} />

        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={themeId}>
              Steer it with a theme <span className="font-normal text-fg-subtle">(optional)</span>
            </Label>
            <span
              id={counterId}
              className={cn(
                'text-xs tabular-nums',
                nearLimit ? 'text-warning-300' : 'text-fg-subtle',
              )}
            >
              <span className="sr-only">Characters used: </span>
              {theme.length}/{DcypherLimits.maxTheme}
            </span>
          </div>
          <Input
            id={themeId}
            {...form.register('theme')}
            maxLength={DcypherLimits.maxTheme}
            placeholder="ocean, heartbreak, summer in the city…"
            autoComplete="off"
            enterKeyHint="go"
            invalid={Boolean(themeError)}
            aria-describedby={themeError ? `${themeErrorId} ${counterId}` : counterId}
          />
          {themeError && (
            <p id={themeErrorId} className="text-sm font-medium text-danger-300">
              {themeError}
            </p>
          )}
          {theme.length === 0 && (
            <div className="flex flex-wrap items-center gap-1.5 pt-1 text-xs text-fg-subtle">
              <span>Try</span>
              {THEME_IDEAS.map((idea) => (
                <button
                  key={idea}
                  type="button"
                  onClick={() => form.setValue('theme', idea, { shouldValidate: true })}
                  className="rounded-full border border-white/10 px-2.5 py-1 text-fg-muted transition hover:border-white/25 hover:text-fg"
                >
                  {idea}
                </button>
              ))}
            </div>
          )}
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            id={generateButtonId}
            type="submit"
            size="lg"
            loading={isGenerating}
            className="w-full sm:w-auto"
            aria-describedby={problem ? problemId : undefined}
          >
            {!isGenerating && <Wand2 aria-hidden="true" />}
            {isGenerating ? 'Generating…' : 'Generate'}
          </Button>
          {problem && (
            <div
              id={problemId}
              role="alert"
              className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-danger-400/30 bg-danger-500/[0.08] px-3.5 py-2.5 text-sm text-danger-300"
            >
              <span className="flex min-w-0 flex-1 items-start gap-2">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0">{problem.message}</span>
              </span>
              {problem.needsUpgrade && (
                <Button size="sm" onClick={openUpgradeDialog}>
                  <Crown aria-hidden="true" />
                  Upgrade to Pro
                </Button>
              )}
            </div>
          )}
        </div>
      </form>
    </Card>
  );
}
