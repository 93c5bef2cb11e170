/**
 * The six launchpad types as a radio group of cards. Native radios give the keyboard
 * behaviour for free (Tab into the group, arrows move and select); the cards only style
 * them.
 */
import { DCYPHER_TYPES } from '@contract/dcypher';
import type { DcypherType } from '@contract/dcypher';
import { AudioLines, Blend, Music4, Repeat2, Sparkles, Waves } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../components/ui/cn';

export const TYPE_ICONS: Record<DcypherType, LucideIcon> = {
  LP1: Music4,
  LP2: AudioLines,
  LP3: Sparkles,
  LP3a: Waves,
  LP4: Blend,
  LP4a: Repeat2,
};

interface TypePickerProps {
  value: DcypherType;
  onChange: (type: DcypherType) => void;
}

export function TypePicker({ value, onChange }: TypePickerProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-fg">Choose a launchpad</legend>
      <div className="grid grid-cols-1 gap-2.5 min-[400px]:grid-cols-2 md:grid-cols-3">
        {DCYPHER_TYPES.map(({ type, title, description }) => {
          const Icon = TYPE_ICONS[type];
          const checked = type === value;
          return (
            <label
              key={type}
              className={cn(
                'group relative flex cursor-pointer items-start gap-3 rounded-2xl border p-3.5 transition duration-150',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-300',
                checked
                  ? 'border-accent-400/60 bg-accent-500/[0.09] shadow-[0_0_0_1px_var(--color-accent-500)_inset]'
                  : 'border-white/10 bg-white/[0.02] hover:border-white/25 hover:bg-white/[0.05]',
              )}
            >
              <input
                type="radio"
                name="launchpad-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-xl transition [&_svg]:size-4',
                  checked
                    ? 'bg-brand text-ink-950'
                    : 'bg-white/[0.06] text-fg-subtle group-hover:text-fg-muted',
                )}
              >
                <Icon />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm leading-snug font-semibold text-fg">{title}</span>
                <span className="text-xs leading-snug text-fg-muted">{description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
