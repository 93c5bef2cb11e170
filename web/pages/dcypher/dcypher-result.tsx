/**
 * The result shown: what it is, its theme, who wrote it, the Copy / Save to Vault /
 * Regenerate actions, and the items. While a fresh one is on its way the current one
 * stays readable but dimmed.
 */
import { formatRelativeTime } from '@contract/format';
import type { DcypherGeneration } from '../../lib/api/dcypher.api';
import { ArrowUpRight, Bot, Copy, Cpu, FolderOpen, LoaderCircle, RefreshCw } from 'lucide-react';
import type { Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { copyText } from '../../components/posts/copy-text';
import { RemovedNotice } from '../../components/posts/removed-by-moderator';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api/api-client';
import { useSaveDcypher } from '../../lib/api/dcypher.api';
import { useFeatureEnabled } from '../../lib/api/settings.api';
import { FeatureFlag } from '../../lib/feature-flags';
import { DcypherItems } from './dcypher-items';
import { engineLabel, dcypherTitle } from './dcypher-text';
import { TYPE_ICONS } from './type-picker';

export const VAULT_PATH = '/monetize?tab=vault';

interface DcypherResultCardProps {
  result: DcypherGeneration;
  /** A fresh launchpad is being written; this one is about to be replaced. */
  isRegenerating: boolean;
  onRegenerate: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

function useSaveToVault(result: DcypherGeneration) {
  const save = useSaveDcypher();
  const navigate = useNavigate();
  const openVault = { label: 'Open vault', onClick: () => void navigate(VAULT_PATH) };

  function handleSave() {
    save.mutate(result.id, {
      onSuccess: ({ file, already_saved }) => {
        if (already_saved) {
          toast.info('Already in your vault', {
            description: file.original_filename,
            action: openVault,
          });
        } else {
          toast.success('Saved to your vault', {
            description: file.original_filename,
            action: openVault,
          });
        }
      },
      onError: (error) => {
        toast.error('Could not save to your vault', {
          description: errorMessage(error, 'Please try again in a moment.'),
        });
      },
    });
  }

  return { handleSave, isSaving: save.isPending };
}

export function DcypherResultCard({
  result,
  isRegenerating,
  onRegenerate,
  headingRef,
}: DcypherResultCardProps) {
  const { handleSave, isSaving } = useSaveToVault(result);
  const hasVault = useFeatureEnabled(FeatureFlag.vault);
  const Icon = TYPE_ICONS[result.type];
  const EngineIcon = result.engine === 'model' ? Bot : Cpu;

  async function handleCopy() {
    try {
      await copyText(result.content);
      toast.success('Copied to clipboard');
    } catch (error) {
      toast.error('Could not copy', {
        description: errorMessage(error, 'Your browser did not allow it. Select the text instead.'),
      });
    }
  }

  return (
    <Card className="overflow-hidden">
      {isRegenerating && (
        <p className="flex items-center gap-2 border-b border-white/[0.06] bg-accent-500/[0.06] px-4 py-2.5 text-xs font-semibold text-accent-200 sm:px-6">
          <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
          Writing a fresh one…
        </p>
      )}
      <div
        className={cn(
          'flex flex-col gap-5 p-4 transition-opacity duration-200 sm:p-6',
          isRegenerating && 'pointer-events-none opacity-40 select-none',
        )}
        // While dimmed it is only a placeholder; the fresh result is what to read next.
        inert={isRegenerating || undefined}
      >
        <header className="flex flex-col gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand text-ink-950 [&_svg]:size-5"
            >
              <Icon />
            </span>
            <div className="flex min-w-0 flex-col">
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="font-display text-xl font-extrabold tracking-tight text-fg focus:outline-none"
              >
                {dcypherTitle(result.type)}
              </h2>
              <p className="text-xs text-fg-subtle">
                <time dateTime={result.created_at}>{formatRelativeTime(result.created_at)}</time>
              </p>
            </div>
          </div>
          {!result.removed && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {result.theme ? (
                <Badge tone="accent" className="max-w-full">
                  <span className="min-w-0 truncate">Theme: {result.theme}</span>
                </Badge>
              ) : (
                <Badge>No theme</Badge>
              )}
              <span className="inline-flex items-center gap-1.5 text-xs text-fg-muted">
                <EngineIcon className="size-3.5 shrink-0 text-fg-subtle" aria-hidden="true" />
                {engineLabel(result)}
              </span>
            </div>
          )}
        </header>

        {result.removed ? (
          <>
            <RemovedNotice what="launchpad" />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={onRegenerate} disabled={isRegenerating}>
                <RefreshCw aria-hidden="true" />
                Regenerate
              </Button>
            </div>
          </>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
                <Copy aria-hidden="true" />
                Copy
              </Button>
              {hasVault && (
                <Button
                  variant={result.saved_to_vault ? 'ghost' : 'outline'}
                  size="sm"
                  loading={isSaving}
                  onClick={handleSave}
                  className={cn(result.saved_to_vault && 'text-success-400 hover:text-success-400')}
                >
                  {!isSaving && !result.saved_to_vault && <FolderOpen aria-hidden="true" />}
                  {result.saved_to_vault ? 'Saved ✓' : 'Save to Vault'}
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={onRegenerate} disabled={isRegenerating}>
                <RefreshCw aria-hidden="true" />
                Regenerate
              </Button>
              {hasVault && result.saved_to_vault && (
                <Link
                  to={VAULT_PATH}
                  className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2.5' })}
                >
                  Open vault
                  <ArrowUpRight aria-hidden="true" />
                </Link>
              )}
            </div>

            <div className="border-t border-white/[0.06] pt-5">
              <DcypherItems items={result.items} type={result.type} />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}

/** The shape of a result while the first one is written. */
export function ResultSkeleton() {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-xl" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-5 w-44" />
          <Skeleton className="h-3 w-16" />
        </div>
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-32" />
        <Skeleton className="h-9 w-28" />
      </div>
      <div className="flex flex-col gap-3 border-t border-white/[0.06] pt-5">
        {[72, 88, 64, 80, 56, 76].map((width, index) => (
          <div key={index} className="flex items-center gap-3">
            <Skeleton className="h-4 w-6" />
            <Skeleton className="h-5" style={{ width: `${width}%` }} />
          </div>
        ))}
      </div>
    </Card>
  );
}
