/**
 * /writers-block, the D-Cypher launchpad (spec part 1, sections 2, 4, 7 and 9): pick a type,
 * optionally a theme, generate, then copy, save to the vault or regenerate. Idle, generating
 * and result shown are the three states; the result on screen is named in the address
 * (`?id=`), so a reload or a link keeps it, and its data lives in the query cache.
 */
import { DcypherRequest } from '@contract/dcypher';
import type { DcypherType } from '@contract/dcypher';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { PageContainer, PageHeader } from '../../components/page-layout';
import { PremiumGate } from '../../components/premium-gate';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import { useGenerateDcypher, useDcypherGeneration } from '../../lib/api/dcypher.api';
import type { DcypherBody, DcypherGeneration } from '../../lib/api/dcypher.api';
import { DcypherComposer } from './dcypher-composer';
import type { GenerateProblem } from './dcypher-composer';
import { DcypherIdle } from './dcypher-idle';
import { DcypherResultCard, ResultSkeleton } from './dcypher-result';
import { useContractForm } from '../../lib/contract-form';
import { RecentGenerations } from './recent-generations';
import { PageTitle } from '../../components/page-title';

function parseId(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function problemFrom(error: unknown): GenerateProblem {
  if (error instanceof ApiError) {
    return { message: error.message, needsUpgrade: error.status === 403 };
  }
  return {
    message: "Couldn't reach Backline. Check your connection and try again.",
    needsUpgrade: false,
  };
}

/** True when the element that had focus went away (a button that became disabled, say). */
function focusWasLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}

/** True unless the top of `element` and a good part below it are on screen. */
function isOutOfSight(element: HTMLElement): boolean {
  const { top } = element.getBoundingClientRect();
  return top < 0 || top > window.innerHeight - 160;
}

function scrollIntoSight(element: HTMLElement) {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

function DcypherWorkspace() {
  const ids = useId();
  const generateButtonId = `${ids}-generate`;
  const { form, onSubmit } = useContractForm(DcypherRequest, {
    defaultValues: { type: 'LP1', theme: '' },
  });
  const [problem, setProblem] = useState<GenerateProblem | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const currentId = parseId(searchParams.get('id'));
  const generate = useGenerateDcypher();
  const current = useDcypherGeneration(currentId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  /**
   * Set when the next result to appear should be brought into sight (the composer is tall,
   * so on a laptop or a phone a fresh result lands below the fold), and focused when what
   * had focus is gone.
   */
  const reveal = useRef<{ focus: boolean } | null>(null);
  const isGenerating = generate.isPending;
  const shownId = current.data?.id;

  function revealResult(focus: boolean) {
    const region = regionRef.current;
    if (region && isOutOfSight(region)) scrollIntoSight(region);
    if (focus) headingRef.current?.focus({ preventScroll: true });
  }

  useEffect(() => {
    const pending = reveal.current;
    if (!pending || shownId === undefined || isGenerating) return;
    reveal.current = null;
    revealResult(pending.focus);
  }, [shownId, isGenerating]);

  function showGeneration(id: number | null) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('id');
        else next.set('id', String(id));
        return next;
      },
      { replace: true },
    );
  }

  function runGenerate(request: DcypherBody) {
    setProblem(null);
    generate.mutate(request, {
      onSuccess: (generation) => {
        reveal.current = { focus: focusWasLost() };
        showGeneration(generation.id);
      },
      onError: (error) => {
        const next = problemFrom(error);
        setProblem(next);
        toast.error("Couldn't generate your launchpad", {
          id: 'launchpad-generate',
          description: next.message,
        });
        if (focusWasLost()) document.getElementById(generateButtonId)?.focus();
      },
    });
  }

  function handleRegenerate(result: DcypherGeneration) {
    runGenerate(result.theme ? { type: result.type, theme: result.theme } : { type: result.type });
  }

  function handleOpen(generation: DcypherGeneration) {
    // On a phone the result sits above the list, out of sight: take the reader, and the
    // keyboard, to it. Beside the list (wide screens) focus stays in the list.
    const focus = regionRef.current ? isOutOfSight(regionRef.current) : false;
    if (generation.id === currentId) {
      revealResult(focus);
      return;
    }
    reveal.current = { focus };
    showGeneration(generation.id);
  }

  function handlePick(picked: DcypherType) {
    form.setValue('type', picked);
    document.getElementById(generateButtonId)?.focus();
  }

  let result;
  if (current.data) {
    result = (
      <DcypherResultCard
        result={current.data}
        isRegenerating={isGenerating}
        onRegenerate={() => handleRegenerate(current.data)}
        headingRef={headingRef}
      />
    );
  } else if (isGenerating || (currentId !== null && current.isPending)) {
    result = <ResultSkeleton />;
  } else if (currentId !== null && current.isError) {
    result = (
      <ErrorState
        title="This launchpad could not be opened"
        message={errorMessage(current.error)}
        onRetry={() => void current.refetch()}
        isRetrying={current.isFetching}
      />
    );
  } else {
    result = <DcypherIdle onPick={handlePick} />;
  }

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_19rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <DcypherComposer
          form={form}
          onSubmit={onSubmit(runGenerate)}
          isGenerating={isGenerating}
          problem={problem}
          generateButtonId={generateButtonId}
        />
        <section
          ref={regionRef}
          aria-label="Launchpad result"
          aria-live="polite"
          aria-busy={isGenerating || undefined}
          className="scroll-mt-20 lg:scroll-mt-6"
        >
          {result}
          {currentId !== null && current.isError && !current.data && (
            <div className="mt-3 flex justify-center">
              <Button variant="ghost" size="sm" onClick={() => showGeneration(null)}>
                Start fresh
              </Button>
            </div>
          )}
        </section>
      </div>
      <RecentGenerations
        currentId={currentId}
        onOpen={handleOpen}
        className="xl:sticky xl:top-6 xl:max-h-[calc(100dvh-3rem)]"
      />
    </div>
  );
}

export function DcypherPage() {
  return (
    <PageContainer>
      <PageTitle>D-Cypher</PageTitle>
      <PageHeader
        eyebrow="Writer's block, broken"
        title="D-Cypher"
        subtitle="Rhymes, alliterations, metaphors and similes on demand to get your next verse moving. Every rhyme is checked against a pronouncing dictionary."
      />
      <PremiumGate featureName="D-Cypher">
        <DcypherWorkspace />
      </PremiumGate>
    </PageContainer>
  );
}
