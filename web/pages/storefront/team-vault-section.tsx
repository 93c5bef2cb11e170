/**
 * The Team Vault: the creator's vault files, shown on their storefront only to signed-in
 * members of their team (the server decides and answers null for everyone else).
 */
import { formatFileSize, formatRelativeTime } from '@contract/format';
import { Download, FileText, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import { useDownloadVaultFile, useTeamVault } from '../../lib/api/vault.api';
import type { VaultFile } from '../../lib/api/vault.api';

export const TEAM_VAULT_ANCHOR = 'team-vault';

export function TeamVaultSection({ creatorId, enabled }: { creatorId: number; enabled: boolean }) {
  const vault = useTeamVault(creatorId, enabled);
  const download = useDownloadVaultFile();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const { hash } = useLocation();
  const teamVault = vault.data ?? null;

  // Arriving from an accepted invitation (…#team-vault): bring the section into view once it exists.
  useEffect(() => {
    if (teamVault && hash === `#${TEAM_VAULT_ANCHOR}`) {
      document.getElementById(TEAM_VAULT_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [teamVault, hash]);

  if (!enabled || !teamVault) return null;

  function handleDownload(file: VaultFile) {
    setDownloadingId(file.id);
    download.mutate(file, {
      onError: (error) =>
        toast.error('Download failed', { description: errorMessage(error, 'Please try again.') }),
      onSettled: () => setDownloadingId(null),
    });
  }

  return (
    <section
      id={TEAM_VAULT_ANCHOR}
      aria-labelledby="team-vault-title"
      className="flex scroll-mt-20 flex-col gap-4 rounded-3xl border border-glow-400/25 bg-glow-500/[0.06] p-5 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-glow-500/20 text-glow-400">
          <UsersRound className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-0.5">
          <h2 id="team-vault-title" className="font-display text-xl font-extrabold text-fg">
            Team Vault
          </h2>
          <p className="text-sm text-fg-muted">
            You&apos;re on {teamVault.creator_name}&apos;s team: these files are shared only with
            team members.
          </p>
        </div>
      </div>
      {teamVault.files.length === 0 ? (
        <EmptyState title="No files shared yet" text="New files from the vault show up here." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {teamVault.files.map((file) => (
            <li key={file.id}>
              <Card className="flex items-center gap-3 p-3.5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/[0.05] text-fg-muted">
                  <FileText className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-fg" title={file.original_filename}>
                    {file.original_filename}
                  </p>
                  <p className="truncate text-xs text-fg-subtle">
                    {formatFileSize(file.file_size_bytes)} · {formatRelativeTime(file.created_at)}
                    {file.description ? ` · ${file.description}` : ''}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  loading={downloadingId === file.id}
                  onClick={() => handleDownload(file)}
                  aria-label={`Download ${file.original_filename}`}
                  className="px-2.5"
                >
                  {downloadingId !== file.id && <Download aria-hidden="true" />}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
