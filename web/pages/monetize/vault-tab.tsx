/**
 * Content Vault (spec part 1, section 2, tab 2): files only the creator's team can reach.
 * Upload with a progress bar and a way to cancel, search by filename or description,
 * download (the count changes, so the list refreshes) and delete after a confirmation.
 */
import { formatCount, formatFileSize, formatRelativeTime } from '@contract/format';
import { VaultLimits } from '@contract/limits';
import {
  CircleAlert,
  Download,
  FileArchive,
  FileAudio,
  FileImage,
  FileText,
  FileVideo,
  Search,
  Trash2,
  Upload,
  UsersRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { VaultUploadForm } from '@contract/vault';
import type { StorageUsage } from '@contract/vault';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { LoadMore } from '../../components/posts/load-more';
import { TextArea } from '../../components/posts/text-area';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { ApiError, errorMessage } from '../../lib/api/api-client';
import {
  vaultKeys,
  useDeleteVaultFile,
  useDownloadVaultFile,
  useUploadVaultFile,
  useVaultFiles,
} from '../../lib/api/vault.api';
import { UploadCanceledError } from '../../lib/api/upload-with-progress';
import type { VaultFile } from '../../lib/api/vault.api';
import { useContractForm } from '../../lib/contract-form';

function iconFor(contentType: string): LucideIcon {
  if (contentType.startsWith('audio/')) return FileAudio;
  if (contentType.startsWith('video/')) return FileVideo;
  if (contentType.startsWith('image/')) return FileImage;
  if (/zip|compressed|tar|rar|7z/.test(contentType)) return FileArchive;
  return FileText;
}

function tooLargeMessage(maxMb: number) {
  return `This file is larger than the ${maxMb} MB limit of your vault. Try a smaller or compressed version.`;
}

function overQuotaMessage(roomBytes: number) {
  return `This file does not fit in your storage: ${formatFileSize(Math.max(0, roomBytes))} left. Delete some files to make room.`;
}

/**
 * The upload form's schema: the contract's multipart form (the description the server checks
 * with `VaultUploadFields`), with the file required and held to the vault's current limit and
 * to the room left in the storage quota (the server checks both again).
 */
function uploadFormSchema(maxFileSizeMb: number, roomBytes: number) {
  return VaultUploadForm.pick({ description: true }).extend({
    file: z
      .file()
      .max(maxFileSizeMb * 1024 * 1024, tooLargeMessage(maxFileSizeMb))
      .max(Math.max(0, roomBytes), overQuotaMessage(roomBytes))
      .nullable()
      .transform((file, ctx) => {
        if (file) return file;
        ctx.addIssue({ code: 'custom', message: 'Choose a file to upload.' });
        return z.NEVER;
      }),
  });
}

function UploadDialog({
  open,
  onOpenChange,
  maxFileSizeMb,
  roomBytes,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  maxFileSizeMb: number;
  /** What is left of the storage quota. */
  roomBytes: number;
}) {
  const id = useId();
  const upload = useUploadVaultFile();
  const queryClient = useQueryClient();
  const schema = useMemo(
    () => uploadFormSchema(maxFileSizeMb, roomBytes),
    [maxFileSizeMb, roomBytes],
  );
  const { form, onSubmit } = useContractForm(schema, {
    defaultValues: { file: null, description: '' },
  });
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const isUploading = upload.isPending;
  const maxBytes = maxFileSizeMb * 1024 * 1024;
  const file = form.watch('file');
  const tooLarge = file !== null && file.size > maxBytes;
  const overQuota = file !== null && !tooLarge && file.size > roomBytes;
  const problem = form.formState.errors.file?.message ?? failure;

  function reset() {
    form.reset({ file: null, description: '' });
    setProgress(0);
    setFailure(null);
  }

  function handleOpenChange(next: boolean) {
    if (isUploading) return;
    if (!next) reset();
    onOpenChange(next);
  }

  function send({ file: chosen, description }: z.output<typeof schema>) {
    setFailure(null);
    setProgress(0);
    controller.current = new AbortController();
    upload.mutate(
      {
        file: chosen,
        description: description ?? '',
        onProgress: setProgress,
        signal: controller.current.signal,
      },
      {
        onSuccess: ({ file: saved }) => {
          toast.success('File uploaded', { description: saved.original_filename });
          reset();
          onOpenChange(false);
        },
        onError: (error) => {
          setProgress(0);
          if (error instanceof UploadCanceledError) {
            toast.info('Upload canceled');
            return;
          }
          const tooLarge = error instanceof ApiError && error.status === 413;
          // The limit may have changed since the list loaded: the server's words name the
          // current one, and the list is fetched again so the page shows it too.
          if (tooLarge) void queryClient.invalidateQueries({ queryKey: vaultKeys.all });
          const message = tooLarge
            ? `${error.message.replace(/\.$/, '') || tooLargeMessage(maxFileSizeMb)}. Try a smaller or compressed version.`
            : errorMessage(error, 'The upload failed. Please try again.');
          setFailure(message);
          toast.error('Upload failed', { description: message });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Upload a file"
        description={`Only your team members can access it. Up to ${maxFileSizeMb} MB per file.`}
      >
        <form className="flex flex-col gap-4" onSubmit={onSubmit(send)} noValidate>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-file`} className="text-sm font-semibold text-fg">
              File
            </label>
            <Controller
              control={form.control}
              name="file"
              render={({ field }) => (
                <input
                  id={`${id}-file`}
                  type="file"
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  disabled={isUploading}
                  onChange={(event) => {
                    field.onChange(event.target.files?.[0] ?? null);
                    setFailure(null);
                  }}
                  className="block w-full rounded-xl border border-dashed border-white/20 bg-white/[0.02] p-3 text-sm text-fg-muted file:mr-3 file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-fg hover:border-white/35"
                />
              )}
            />
            {file && (
              <p
                className={
                  tooLarge || overQuota ? 'text-sm text-danger-300' : 'text-xs text-fg-subtle'
                }
              >
                {file.name} · {formatFileSize(file.size)}
                {tooLarge && ` (over the ${maxFileSizeMb} MB limit)`}
                {overQuota && ` (${formatFileSize(Math.max(0, roomBytes))} of storage left)`}
              </p>
            )}
          </div>

          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-description`} className="text-sm font-semibold text-fg">
              Description (optional)
            </label>
            <TextArea
              id={`${id}-description`}
              rows={3}
              maxLength={VaultLimits.maxDescription}
              placeholder="Stems for the remix, final mix notes…"
              {...form.register('description')}
              disabled={isUploading}
              invalid={Boolean(form.formState.errors.description)}
            />
            {form.formState.errors.description && (
              <p className="text-sm font-medium text-danger-300">
                {form.formState.errors.description.message}
              </p>
            )}
          </div>

          {isUploading && (
            <div className="flex flex-col gap-1.5">
              <div
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
                className="h-2 overflow-hidden rounded-full bg-white/[0.08]"
              >
                <div
                  className="h-full rounded-full bg-brand transition-[width] duration-200"
                  style={{ width: `${Math.round(progress * 100)}%` }}
                />
              </div>
              <p className="text-xs text-fg-subtle tabular-nums">
                Uploading… {Math.round(progress * 100)}%
              </p>
            </div>
          )}

          {problem && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-danger-400/35 bg-danger-500/10 px-3.5 py-2.5 text-sm text-danger-300"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{problem}</span>
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              onClick={() => (isUploading ? controller.current?.abort() : handleOpenChange(false))}
            >
              {isUploading ? 'Cancel upload' : 'Cancel'}
            </Button>
            <Button type="submit" loading={isUploading} disabled={!file || tooLarge || overQuota}>
              {!isUploading && <Upload aria-hidden="true" />}
              Upload
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** How much of the storage quota the person's uploads take (vault, avatar, product images). */
export function StorageUsageBar({ usage }: { usage: StorageUsage }) {
  const share = usage.quota_bytes > 0 ? Math.min(1, usage.used_bytes / usage.quota_bytes) : 1;
  const percent = Math.round(share * 100);
  const used = `${formatFileSize(usage.used_bytes)} of ${formatFileSize(usage.quota_bytes)} used`;
  const full = usage.used_bytes >= usage.quota_bytes;
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-white/[0.07] bg-white/[0.03] p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold text-fg">Storage</span>
        <span className="text-fg-muted tabular-nums">{used}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={used}
        className="h-2 overflow-hidden rounded-full bg-white/[0.08]"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300',
            percent >= 90 ? 'bg-danger-400' : percent >= 75 ? 'bg-warning-400' : 'bg-brand',
          )}
          style={{ width: `${Math.max(percent, usage.used_bytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      <p className={cn('text-xs', full ? 'text-danger-300' : 'text-fg-subtle')}>
        {full
          ? 'Your storage is full. Delete files to upload more.'
          : 'Your vault files, your picture and your product images count toward it.'}
      </p>
    </div>
  );
}

function VaultFileCard({
  file,
  isDownloading,
  onDownload,
  onDelete,
}: {
  file: VaultFile;
  isDownloading: boolean;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const Icon = iconFor(file.content_type);
  return (
    <Card className="flex h-full flex-col gap-4 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-500/12 text-accent-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-fg" title={file.original_filename}>
            {file.original_filename}
          </h3>
          <p className="text-xs text-fg-subtle">
            {formatFileSize(file.file_size_bytes)} · {formatRelativeTime(file.created_at)}
          </p>
        </div>
      </div>
      {file.description && <p className="line-clamp-2 text-sm text-fg-muted">{file.description}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Badge tone="glow">
          <UsersRound aria-hidden="true" />
          {file.access_level === 'team' ? 'Team' : file.access_level}
        </Badge>
        <span className="text-xs text-fg-subtle">
          {formatCount(file.download_count)} {file.download_count === 1 ? 'download' : 'downloads'}
        </span>
        <span className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onDownload}
            loading={isDownloading}
            aria-label={`Download ${file.original_filename}`}
            className="px-2.5"
          >
            {!isDownloading && <Download aria-hidden="true" />}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={`Delete ${file.original_filename}`}
            className="px-2.5 hover:text-danger-300"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      </div>
    </Card>
  );
}

export function VaultTab() {
  const [search, setSearch] = useState('');
  const vault = useVaultFiles(useDeferredValue(search));
  const download = useDownloadVaultFile();
  const remove = useDeleteVaultFile();
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [fileToDelete, setFileToDelete] = useState<VaultFile | null>(null);
  const searchId = useId();

  const firstPage = vault.data?.pages[0];
  const maxFileSizeMb = firstPage?.max_file_size_mb ?? VaultLimits.defaultMaxFileSizeMb;
  const storage = firstPage?.storage;
  const roomBytes = storage ? storage.quota_bytes - storage.used_bytes : Infinity;
  const files = vault.data?.pages.flatMap((page) => page.files) ?? [];
  const isSearching = search.trim() !== '';

  function handleDownload(file: VaultFile) {
    setDownloadingId(file.id);
    download.mutate(file, {
      onError: (error) =>
        toast.error('Download failed', { description: errorMessage(error, 'Please try again.') }),
      onSettled: () => setDownloadingId(null),
    });
  }

  async function handleDelete() {
    if (!fileToDelete) return;
    try {
      await remove.mutateAsync(fileToDelete.id);
      toast.success('File deleted', { description: fileToDelete.original_filename });
    } catch (error) {
      toast.error('Failed to delete file', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <section aria-labelledby="vault-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="vault-title" className="font-display text-xl font-bold text-fg">
            Content Vault
          </h2>
          <p className="text-sm text-fg-muted">
            Stems, demos and files only your team members can access. Up to {maxFileSizeMb} MB per
            file.
          </p>
        </div>
        <Button onClick={() => setIsUploadOpen(true)} disabled={!vault.data}>
          <Upload aria-hidden="true" />
          Upload File
        </Button>
      </div>

      {storage && <StorageUsageBar usage={storage} />}

      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Search your vault
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-fg-subtle"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder="Search by filename or description"
          onChange={(event) => setSearch(event.target.value)}
          className="pl-10"
        />
      </div>

      {vault.isPending ? (
        <SkeletonList rows={3} />
      ) : vault.isError ? (
        <ErrorState
          title="We couldn't load your vault"
          message={errorMessage(vault.error)}
          onRetry={() => void vault.refetch()}
          isRetrying={vault.isFetching}
        />
      ) : files.length === 0 && !isSearching ? (
        <EmptyState
          title="No files uploaded yet"
          text="Upload stems, demos or artwork to share them with your team."
          icon={<FileArchive aria-hidden="true" />}
          action={
            <Button variant="outline" size="sm" onClick={() => setIsUploadOpen(true)}>
              <Upload aria-hidden="true" />
              Upload File
            </Button>
          }
        />
      ) : files.length === 0 ? (
        <EmptyState
          title="No files match your search"
          text="Try another word from the filename or the description."
          icon={<Search aria-hidden="true" />}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {files.map((file) => (
            <li key={file.id}>
              <VaultFileCard
                file={file}
                isDownloading={downloadingId === file.id}
                onDownload={() => handleDownload(file)}
                onDelete={() => setFileToDelete(file)}
              />
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && <LoadMore query={vault} />}

      <UploadDialog
        open={isUploadOpen}
        onOpenChange={setIsUploadOpen}
        maxFileSizeMb={maxFileSizeMb}
        roomBytes={roomBytes}
      />
      <ConfirmDialog
        open={fileToDelete !== null}
        onOpenChange={(open) => !open && setFileToDelete(null)}
        title="Delete file"
        text="Are you sure you want to delete this file?"
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </section>
  );
}
