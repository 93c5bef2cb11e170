/**
 * Before the first launchpad: what each of the six types gives you, with a taste of each,
 * so the choice above is an easy one. Choosing one here selects it above.
 */
import { DCYPHER_TYPES } from '@contract/dcypher';
import type { DcypherType } from '@contract/dcypher';
import { Sparkles } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { TYPE_ICONS } from './type-picker';

/** A line of what each type hands you; illustrations, not output. */
const TASTES: Record<DcypherType, string> = {
  LP1: 'night → light, bright, flight',
  LP2: 'river → rhythm, ribbon, rust',
  LP3: 'My heart is a locked piano',
  LP3a: 'My mind is a midnight maze / Your smile, a sunlit blaze',
  LP4: 'Quiet as a closing door',
  LP4a: 'I move like a storm at sea / You drift like a leaf set free',
};

export function DcypherIdle({ onPick }: { onPick: (type: DcypherType) => void }) {
  return (
    <Card className="relative overflow-hidden border-dashed border-white/12 bg-ink-850/50">
      <div
        className="pointer-events-none absolute -top-24 right-0 size-64 rounded-full bg-accent-500/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/[0.06] text-accent-300">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 className="font-display text-lg font-bold text-fg">
              Stuck on a verse? Start here.
            </h2>
            <p className="text-sm leading-relaxed text-fg-muted">
              Pick a launchpad above, steer it with a theme if you like, and hit Generate. You get
              raw material to bend into your own lines, never a finished song. A taste of each:
            </p>
          </div>
        </div>
        <ul className="grid gap-2 sm:grid-cols-2">
          {DCYPHER_TYPES.map(({ type, title }) => {
            const Icon = TYPE_ICONS[type];
            return (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => onPick(type)}
                  className="flex h-full w-full items-start gap-3 rounded-xl border border-white/[0.06] bg-white/[0.02] p-3 text-left transition hover:border-white/20 hover:bg-white/[0.05]"
                >
                  <Icon className="mt-0.5 size-4 shrink-0 text-accent-300" aria-hidden="true" />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="text-sm font-semibold text-fg">
                      <span className="sr-only">Choose </span>
                      {title}
                    </span>
                    <span className="text-xs text-fg-muted italic">{TASTES[type]}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Card>
  );
}
