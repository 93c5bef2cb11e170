/**
 * The concurrent player: several tracks of the library in sync, under one master volume
 * (0.8 to start). Tracks that drift more than a tenth of a second are pulled back to the first.
 */
import { StudioLimits } from '@contract/limits';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/states';
import type { MediaItem } from '../../lib/api/studio.api';

const MAX_DRIFT_SECONDS = 0.1;

export function ConcurrentPlayer({ items }: { items: MediaItem[] }) {
  const audio = items.filter((item) => item.kind === 'audio' && item.status === 'ready');
  const [chosen, setChosen] = useState<number[]>([]);
  const [master, setMaster] = useState<number>(StudioLimits.masterVolume);
  const [playing, setPlaying] = useState(false);
  const elements = useRef(new Map<number, HTMLAudioElement>());
  const tracks = audio.filter((item) => chosen.includes(item.id));

  useEffect(() => {
    for (const element of elements.current.values()) element.volume = master;
  }, [master, chosen]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      const [lead, ...rest] = tracks.map((track) => elements.current.get(track.id));
      if (!lead) return;
      for (const element of rest) {
        if (element && Math.abs(element.currentTime - lead.currentTime) > MAX_DRIFT_SECONDS) {
          element.currentTime = lead.currentTime;
        }
      }
    }, StudioLimits.playerTickMs);
    return () => window.clearInterval(timer);
  }, [playing, tracks]);

  async function handlePlay() {
    const active = tracks
      .map((track) => elements.current.get(track.id))
      .filter(Boolean) as HTMLAudioElement[];
    const start = active[0]?.currentTime ?? 0;
    for (const element of active) element.currentTime = start;
    await Promise.allSettled(active.map((element) => element.play()));
    setPlaying(true);
  }

  function handlePause() {
    for (const element of elements.current.values()) element.pause();
    setPlaying(false);
  }

  function handleStop() {
    for (const element of elements.current.values()) {
      element.pause();
      element.currentTime = 0;
    }
    setPlaying(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Concurrent player</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {audio.length === 0 ? (
          <EmptyState title="No audio yet" text="Upload audio to play several tracks together." />
        ) : (
          <>
            <ul className="flex flex-col gap-1.5">
              {audio.map((item) => (
                <li key={item.id}>
                  <label className="flex items-center gap-2 text-sm text-fg">
                    <input
                      type="checkbox"
                      checked={chosen.includes(item.id)}
                      onChange={(event) =>
                        setChosen((current) =>
                          event.target.checked
                            ? [...current, item.id]
                            : current.filter((id) => id !== item.id),
                        )
                      }
                    />
                    {item.filename}
                  </label>
                  {chosen.includes(item.id) && (
                    <audio
                      preload="auto"
                      src={item.file_url}
                      ref={(element) => {
                        if (element) elements.current.set(item.id, element);
                        else elements.current.delete(item.id);
                      }}
                    />
                  )}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                size="sm"
                onClick={() => void handlePlay()}
                disabled={tracks.length === 0 || playing}
              >
                Play all
              </Button>
              <Button size="sm" variant="secondary" onClick={handlePause} disabled={!playing}>
                Pause all
              </Button>
              <Button size="sm" variant="ghost" onClick={handleStop} disabled={tracks.length === 0}>
                Stop
              </Button>
              <label className="flex flex-1 items-center gap-2 text-xs text-fg-muted">
                Master volume
                <input
                  type="range"
                  min={0}
                  max={1}
                  step={0.05}
                  value={master}
                  onChange={(event) => setMaster(Number(event.target.value))}
                  className="flex-1"
                />
              </label>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
