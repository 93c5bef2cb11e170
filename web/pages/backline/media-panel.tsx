/**
 * Upload (several files, progress per file), the library of audio and video, delete with a
 * confirmation, and the player of the selected item (spec part 2, sections 2, 4 and 5).
 */
import { formatFileSize } from '@contract/format';
import { StudioLimits } from '@contract/limits';
import { INVALID_MEDIA_TYPE } from '@contract/studio';
import { CircleAlert, Film, Music, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../components/ui/states';
import { errorMessage } from '../../lib/api/api-client';
import {
  uploadKindOf,
  uploadMediaFile,
  useDeleteMedia,
  useInvalidateMedia,
} from '../../lib/api/studio.api';
import type { MediaItem } from '../../lib/api/studio.api';
import { useJobProgress } from '../../lib/use-job-progress';
import { MediaPlayer, formatSeconds } from './media-player';

const ACCEPT = 'audio/*,video/*,image/gif,.mp3,.wav,.flac,.aac,.ogg,.m4a,.mp4,.mov,.avi,.webm,.gif';

interface UploadEntry {
  key: string;
  name: string;
  progress: number;
  /** `reading`: uploaded, while ffprobe reads it; only then is it completed (or failed). */
  status: 'uploading' | 'reading' | 'completed' | 'failed';
  error: string | null;
  jobId: number | null;
}

const STATUS_TEXT: Record<Exclude<UploadEntry['status'], 'uploading'>, string> = {
  reading: 'reading…',
  completed: 'completed',
  failed: 'failed',
};

/** Follows the job that reads an uploaded file; a file ffprobe refuses fails where it was listed. */
function ReadWatcher({
  jobId,
  onRead,
  onRefused,
}: {
  jobId: number;
  onRead: () => void;
  onRefused: (reason: string) => void;
}) {
  const job = useJobProgress(jobId);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (job.status === 'done') onRead();
    else if (job.status === 'dead') onRefused(job.error ?? 'The file could not be read');
    else return;
    reported.current = true;
  }, [job.status, job.error, onRead, onRefused]);
  return null;
}

export function MediaPanel({
  library,
  selected,
  onSelect,
}: {
  library: {
    data: MediaItem[] | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => void;
  };
  selected: MediaItem | null;
  onSelect: (item: MediaItem | null) => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  const invalidate = useInvalidateMedia();
  const remove = useDeleteMedia();

  function update(key: string, change: Partial<UploadEntry>) {
    setUploads((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }

  async function uploadOne(file: File) {
    const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
    const kind = uploadKindOf(file);
    if (!kind) {
      toast.error(INVALID_MEDIA_TYPE);
      return;
    }
    setUploads((current) => [
      ...current,
      { key, name: file.name, progress: 0, status: 'uploading', error: null, jobId: null },
    ]);
    try {
      const reply = await uploadMediaFile(file, kind, (fraction) =>
        update(key, { progress: fraction }),
      );
      update(key, { status: 'reading', progress: 1, jobId: reply.job_id });
      void invalidate();
    } catch (error) {
      update(key, {
        status: 'failed',
        error: errorMessage(error, 'Upload failed. Please try again.'),
      });
    }
  }

  function dismiss(key: string) {
    setUploads((current) => current.filter((entry) => entry.key !== key));
  }

  function handleRead(key: string) {
    update(key, { status: 'completed' });
    void invalidate();
    window.setTimeout(() => dismiss(key), StudioLimits.uploadEntryLingerMs);
  }

  function handleRefused(key: string, reason: string) {
    update(key, { status: 'failed', error: reason });
    void invalidate();
  }

  function handleFiles(files: FileList | null) {
    if (!files) return;
    for (const file of Array.from(files)) void uploadOne(file);
    if (input.current) input.current.value = '';
  }

  async function handleDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete);
      if (selected?.id === toDelete.id && selected.kind === toDelete.kind) onSelect(null);
      setToDelete(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete file'));
    }
  }

  const items = library.data ?? [];
  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={`${ids}-title`}>Media</CardTitle>
        <div>
          <input
            ref={input}
            id={`${ids}-files`}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            aria-label="Upload audio, video or GIF files"
            onChange={(event) => handleFiles(event.target.files)}
          />
          <Button size="sm" onClick={() => input.current?.click()}>
            <Upload aria-hidden="true" /> Upload files
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {uploads.map(
          (entry) =>
            entry.status === 'reading' &&
            entry.jobId !== null && (
              <ReadWatcher
                key={entry.key}
                jobId={entry.jobId}
                onRead={() => handleRead(entry.key)}
                onRefused={(reason) => handleRefused(entry.key, reason)}
              />
            ),
        )}
        {uploads.length > 0 && (
          <ul className="flex flex-col gap-2" aria-label="Uploads">
            {uploads.map((entry) => (
              <li
                key={entry.key}
                className={cn(
                  'flex flex-col gap-1 text-sm',
                  entry.status === 'failed' &&
                    'rounded-2xl border border-danger-400/40 bg-danger-500/10 p-3',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="flex min-w-0 items-center gap-2">
                    {entry.status === 'failed' && (
                      <CircleAlert className="size-4 shrink-0 text-danger-300" aria-hidden="true" />
                    )}
                    <span className="truncate text-fg">{entry.name}</span>
                  </span>
                  <span className={entry.status === 'failed' ? 'text-danger-300' : 'text-fg-muted'}>
                    {entry.status === 'uploading'
                      ? `${Math.round(entry.progress * 100)}%`
                      : STATUS_TEXT[entry.status]}
                  </span>
                </span>
                {entry.status !== 'failed' && (
                  <progress
                    value={entry.status === 'reading' ? undefined : entry.progress}
                    max={1}
                    aria-label={`Upload of ${entry.name}`}
                    className="h-1.5 w-full overflow-hidden rounded-full accent-accent-400"
                  />
                )}
                {entry.error && (
                  <span role="alert" className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 flex-1 break-words text-danger-300">
                      {entry.error}
                    </span>
                    <Button size="sm" variant="ghost" onClick={() => dismiss(entry.key)}>
                      Dismiss
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {library.isPending ? (
          <SkeletonList rows={3} />
        ) : library.error ? (
          <ErrorState
            title="Your media could not be loaded"
            message={errorMessage(library.error)}
            onRetry={library.refetch}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title="No media yet"
            text="Upload audio, video or GIF files to build your library."
          />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Media library">
            {items.map((item) => {
              const isSelected = selected?.id === item.id && selected.kind === item.kind;
              return (
                <li key={`${item.kind}-${item.id}`} className="flex items-stretch gap-1">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(isSelected ? null : item)}
                    className={cn(
                      'flex min-w-0 flex-1 items-center gap-3 rounded-2xl border p-2 text-left transition',
                      isSelected
                        ? 'border-accent-400/60 bg-accent-500/10'
                        : 'border-white/10 hover:border-white/25',
                    )}
                  >
                    {item.thumbnail_url ? (
                      <img
                        src={item.thumbnail_url}
                        alt=""
                        className="size-12 shrink-0 rounded-lg object-cover"
                      />
                    ) : (
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/[0.05] text-fg-subtle">
                        {item.kind === 'audio' ? (
                          <Music aria-hidden="true" />
                        ) : (
                          <Film aria-hidden="true" />
                        )}
                      </span>
                    )}
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate text-sm font-semibold text-fg">
                        {item.filename}
                      </span>
                      <span className="text-xs text-fg-muted">
                        {item.kind} · {formatFileSize(item.file_size_bytes)}
                        {item.duration_seconds !== null &&
                          ` · ${formatSeconds(item.duration_seconds)}`}
                      </span>
                      {item.status === 'processing' && <Badge tone="warning">Reading…</Badge>}
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${item.filename}`}
                    onClick={() => setToDelete(item)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {selected && <MediaPlayer key={`${selected.kind}-${selected.id}`} item={selected} />}
      </CardContent>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this file?"
        text={
          toDelete
            ? `“${toDelete.filename}” will be removed from your library. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={handleDelete}
      />
    </Card>
  );
}
