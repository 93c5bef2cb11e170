import type { ComponentProps, LabelHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

const control =
  'w-full rounded-xl border bg-ink-900/80 px-3.5 text-[0.95rem] text-fg placeholder:text-fg-subtle transition duration-150 focus:ring-3 focus:outline-none focus-visible:outline-none disabled:opacity-60';

function borderFor(invalid: boolean | undefined) {
  return invalid
    ? 'border-danger-400/80 focus:border-danger-400 focus:ring-danger-400/25'
    : 'border-white/12 hover:border-white/25 focus:border-accent-400 focus:ring-accent-400/25';
}

/** With its `ref` (React 19 passes it as a prop), so a form library can focus the control. */
interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      className={cn(control, 'h-11', borderFor(invalid), className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

/** A price in US dollars: a number field with a leading $, in steps of a cent. */
export function DollarInput({
  wrapperClassName,
  ...props
}: InputProps & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-fg-subtle"
        aria-hidden="true"
      >
        $
      </span>
      <Input type="number" inputMode="decimal" min={0} step={0.01} className="pl-7" {...props} />
    </div>
  );
}

interface SelectProps extends ComponentProps<'select'> {
  invalid?: boolean;
}

export function Select({ className, invalid, children, ...props }: SelectProps) {
  return (
    <select
      className={cn(
        control,
        'h-11 appearance-none pr-10 select-chevron',
        borderFor(invalid),
        className,
      )}
      aria-invalid={invalid || undefined}
      {...props}
    >
      {children}
    </select>
  );
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-semibold text-fg', className)} {...props} />;
}

interface FieldProps {
  id: string;
  label: string;
  /** A rule or tip under the control, linked by aria-describedby. */
  hint?: ReactNode;
  error?: string | null;
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled form control with its hint and error. The control receives the ids to put
 * in `aria-describedby` so screen readers read the rule and the error with it.
 */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-300">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-fg-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}
