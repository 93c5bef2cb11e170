/**
 * The profile picture: pick a file, see it at once, watch it upload, or remove it. The
 * type and size are checked here with the server's limits and words before anything is sent.
 */
import { displayName, formatFileSize } from '@contract/format';
import { AvatarLimits } from '@contract/limits';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { toast } from '../../lib/toast';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api/api-client';
import { useRemoveAvatar, useUploadAvatar } from '../../lib/api/people.api';
import type { CurrentUser } from '../../lib/auth/session';

export const AVATAR_TOO_LARGE = `The picture must be at most ${formatFileSize(AvatarLimits.maxBytes)}`;
export const AVATAR_WRONG_TYPE = 'The picture must be a JPEG, PNG, WebP or GIF image';

/** Why `file` cannot be an avatar, or null when it can. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AvatarLimits.acceptedTypes as readonly string[]).includes(file.type)) {
    return AVATAR_WRONG_TYPE;
  }
  if (file.size > AvatarLimits.maxBytes) return AVATAR_TOO_LARGE;
  return null;
}

/** Our own uploads are served by the API; a picture from the sign-in provider is not ours to remove. */
function hasUploadedAvatar(user: CurrentUser): boolean {
  return Boolean(user.avatar_url?.startsWith(`/api/users/${user.id}/avatar`));
}

export function AvatarField({ user }: { user: CurrentUser }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const isBusy = upload.isPending || remove.isPending;

  // A preview is a blob URL: let it go when it is replaced or the page closes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // Picking the same file again still fires a change.
    if (!file) return;
    const fileProblem = avatarFileProblem(file);
    if (fileProblem) {
      setProblem(fileProblem);
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => toast.success('Profile picture updated'),
        onError: (error) => setProblem(errorMessage(error, 'The upload failed. Please try again.')),
        onSettled: () => {
          setPreview(null);
          setProgress(null);
        },
      },
    );
  }

  function handleRemove() {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Profile picture removed'),
      onError: (error) => setProblem(errorMessage(error, 'Could not remove the picture')),
    });
  }

  const describedBy = problem ? `${id}-problem` : `${id}-hint`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="relative size-24 shrink-0">
        <Avatar
          name={displayName(user)}
          src={preview ?? user.avatar_url}
          className="size-24 text-4xl"
        />
        {progress !== null && (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-ink-950/60">
            <span className="text-sm font-bold text-fg tabular-nums">
              {Math.round(progress * 100)}%
            </span>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            aria-label="Profile picture"
            accept={AvatarLimits.acceptedTypes.join(',')}
            className="sr-only"
            onChange={handleFile}
            aria-describedby={describedBy}
            tabIndex={-1}
          />
          <Button
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            loading={upload.isPending}
            disabled={isBusy}
            aria-describedby={describedBy}
          >
            {!upload.isPending && <ImagePlus aria-hidden="true" />}
            {upload.isPending ? 'Uploading…' : 'Upload picture'}
          </Button>
          {hasUploadedAvatar(user) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={handleRemove}
              loading={remove.isPending}
              disabled={isBusy}
            >
              {!remove.isPending && <Trash2 aria-hidden="true" />}
              Remove
            </Button>
          )}
        </div>
        {progress !== null && (
          <div
            role="progressbar"
            aria-label="Uploading picture"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-white/[0.08]"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-150"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        )}
        {problem ? (
          <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-300">
            {problem}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-fg-subtle">
            JPEG, PNG, WebP or GIF, up to {formatFileSize(AvatarLimits.maxBytes)}. It is cropped to
            a square.
          </p>
        )}
      </div>
    </div>
  );
}
