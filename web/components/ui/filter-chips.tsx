import { cn } from './cn';

/** A row of toggle buttons choosing one filter of a list; it scrolls sideways on a phone. */
export function FilterChips<Value extends string | null>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { label: string; value: Value }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'shrink-0 rounded-full border px-3 py-1.5 text-sm font-semibold transition',
            value === option.value
              ? 'border-accent-400/60 bg-accent-500/15 text-fg'
              : 'border-white/10 text-fg-muted hover:border-white/25 hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
