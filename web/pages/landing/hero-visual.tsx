/**
 * The hero's illustration: a lyric sheet mid-write with rhymes lit up, a live waveform and a
 * trend chip. Pure markup and CSS, decorative only (hidden from assistive technology).
 */
import { AudioLines, Sparkles, TrendingUp } from 'lucide-react';

const bars = [38, 62, 80, 54, 92, 70, 46, 84, 60, 98, 72, 50, 88, 64, 42, 76, 58, 90, 66, 48];

export function HeroVisual() {
  return (
    <div className="relative mx-auto w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-accent-500/25 via-flare-500/15 to-glow-500/25 blur-3xl" />

      <div className="relative rounded-3xl border border-white/10 bg-ink-850/90 p-5 shadow-[0_40px_120px_-40px_rgb(0_0_0/0.9)] backdrop-blur sm:p-6">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-fg-subtle uppercase">
            <span className="size-2 rounded-full bg-flare-400 shadow-[0_0_12px_var(--color-flare-400)]" />
            D-Cypher · Verse 2
          </div>
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-500/15 px-2.5 py-1 text-[0.7rem] font-semibold text-accent-200">
            <Sparkles className="size-3" />
            Rhymes
          </span>
        </div>

        <div className="mt-5 space-y-2.5 font-display text-[1.05rem] leading-snug font-semibold text-fg sm:text-lg">
          <p>
            City lights are humming like a{' '}
            <span className="rounded-md bg-accent-500/20 px-1 text-accent-200">bassline</span>
          </p>
          <p>
            Every window&apos;s open, every heart in{' '}
            <span className="rounded-md bg-accent-500/20 px-1 text-accent-200">the same time</span>
          </p>
          <p className="text-fg-muted">
            We&apos;re the echo that the quiet{' '}
            <span className="rounded-md bg-flare-500/20 px-1 text-flare-400">can&apos;t find</span>
          </p>
          <p className="flex items-center gap-1 text-fg-subtle">
            Turn it up and let it
            <span className="inline-block h-5 w-0.5 animate-pulse bg-accent-300" />
          </p>
        </div>

        <div className="mt-6 rounded-2xl border border-white/[0.07] bg-ink-900/80 p-4">
          <div className="flex items-center justify-between text-xs text-fg-subtle">
            <span className="inline-flex items-center gap-1.5 font-semibold text-fg-muted">
              <AudioLines className="size-4 text-accent-300" />
              demo_take_03.wav
            </span>
            <span className="tabular-nums">1:42 / 3:18</span>
          </div>
          <div className="mt-3 flex h-14 items-end gap-[3px]">
            {bars.map((height, index) => (
              <span
                key={index}
                className="flex-1 origin-bottom animate-equalizer rounded-full bg-gradient-to-t from-accent-600 via-accent-400 to-flare-400"
                style={{
                  height: `${height}%`,
                  animationDelay: `${(index % 7) * -0.16}s`,
                  opacity: index < 11 ? 1 : 0.35,
                }}
              />
            ))}
          </div>
        </div>
      </div>

      <div className="absolute -bottom-6 -left-2 flex items-center gap-3 rounded-2xl border border-white/10 bg-ink-800/95 px-4 py-3 shadow-xl backdrop-blur sm:-left-8">
        <span className="flex size-9 items-center justify-center rounded-xl bg-success-400/15 text-success-400">
          <TrendingUp className="size-5" />
        </span>
        <div className="leading-tight">
          <p className="text-xs text-fg-subtle">Trending now</p>
          <p className="text-sm font-bold text-fg">#latenightsynth</p>
        </div>
      </div>
    </div>
  );
}
