/** The pieces the settings tabs share: a titled section and the save bar under a form. */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-white/[0.08] bg-ink-900/50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={id} className="font-display text-base font-bold text-fg">
          {title}
        </h3>
        {description && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export function SaveBar({
  pending,
  label,
  disabled = false,
  note,
}: {
  pending: boolean;
  label: string;
  disabled?: boolean;
  note?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {note && <p className="mr-auto text-sm text-fg-muted">{note}</p>}
      <Button type="submit" loading={pending} disabled={disabled}>
        {pending ? 'Saving…' : label}
      </Button>
    </div>
  );
}
