/**
 * The single player (spec part 2, sections 4, 8 and 9): loading, ready, playing, paused or
 * error, with the spec's error texts; volume starts at 0.9 and the time ticks every 100 ms.
 */
import { StudioLimits } from '@contract/limits';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { MediaItem } from '../../lib/api/studio.api';

export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'error';

/** The spec's words for a media element's error code. */
export function mediaErrorText(code: number | undefined, kind: 'audio' | 'video'): string {
  switch (code) {
    case 1:
      return 'aborted';
    case 2:
      return 'network error';
    case 3:
      return 'decode error (file may be corrupted)';
    case 4:
      return 'format not supported';
    default:
      return kind === 'audio' ? 'Audio failed to load' : 'Video failed to load';
  }
}

export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function MediaPlayer({ item }: { item: MediaItem }) {
  const ref = useRef<HTMLAudioElement & HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [error, setError] = useState<string | null>(null);
  const [time, setTime] = useState(0);
  const [volume, setVolume] = useState<number>(StudioLimits.defaultVolume);

  useEffect(() => {
    setState('loading');
    setError(null);
    setTime(0);
  }, [item.file_url]);

  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume, item.file_url]);

  useEffect(() => {
    if (state !== 'playing') return;
    const timer = window.setInterval(
      () => setTime(ref.current?.currentTime ?? 0),
      StudioLimits.playerTickMs,
    );
    return () => window.clearInterval(timer);
  }, [state]);

  async function handleToggle() {
    const element = ref.current;
    if (!element) return;
    if (state === 'playing') {
      element.pause();
      return;
    }
    try {
      await element.play();
    } catch {
      setState('error');
      setError('Playback failed - file may be corrupted or format unsupported');
    }
  }

  const events = {
    onLoadedMetadata: () => setState((current) => (current === 'loading' ? 'ready' : current)),
    onPlay: () => setState('playing'),
    onPause: () => setState('paused'),
    onEnded: () => setState('paused'),
    onError: () => {
      setState('error');
      setError(mediaErrorText(ref.current?.error?.code, item.kind));
    },
  };
  const duration = item.duration_seconds ?? ref.current?.duration ?? 0;

  return (
    <section
      aria-label={`Player: ${item.filename}`}
      className="flex flex-col gap-3 rounded-2xl border border-white/10 p-4"
    >
      {item.kind === 'video' ? (
        <video
          ref={ref}
          src={item.file_url}
          poster={item.thumbnail_url ?? undefined}
          preload="metadata"
          playsInline
          className="aspect-video w-full rounded-xl bg-black object-contain"
          {...events}
        />
      ) : (
        <audio ref={ref} src={item.file_url} preload="metadata" {...events} />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          onClick={() => void handleToggle()}
          disabled={state === 'loading' || state === 'error'}
          aria-label={state === 'playing' ? 'Pause' : 'Play'}
        >
          {state === 'playing' ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {state === 'playing' ? 'Pause' : 'Play'}
        </Button>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">
          {item.filename}
        </span>
        <span className="text-xs tabular-nums text-fg-muted" aria-label="Position">
          {formatSeconds(time)} / {formatSeconds(duration)}
        </span>
        <span className="text-xs text-fg-subtle" data-testid="player-state">
          {state}
        </span>
      </div>
      <label className="flex items-center gap-2 text-xs text-fg-muted">
        Volume
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
          className="flex-1"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-danger-300">
          {error}
        </p>
      )}
    </section>
  );
}
