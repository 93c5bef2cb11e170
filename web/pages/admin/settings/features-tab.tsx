/**
 * Features (spec part 2, section 2): a toggle per feature flag, its name with the underscores
 * turned to spaces and its description under it. Saved together; a switched-off feature
 * answers 404 on the server and leaves every screen at once (the public settings are read
 * again). A failed save keeps the toggles as they were set.
 */
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { cn } from '../../../components/ui/cn';
import { errorMessage } from '../../../lib/api/api-client';
import type { AdminSettingsReply } from '../../../lib/api/system.api';
import { useSaveSettings } from '../../../lib/api/system.api';
import { SaveBar, SettingsSection } from './settings-parts';

type Flag = AdminSettingsReply['feature_flags'][number];

/** `merch_store` reads "merch store" (the spec's rule). */
export function flagLabel(name: string): string {
  return name.replace(/_/g, ' ');
}

function FlagSwitch({
  flag,
  enabled,
  onChange,
}: {
  flag: Flag;
  enabled: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const descriptionId = `flag-${flag.name}-description`;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold text-fg capitalize">{flagLabel(flag.name)}</span>
        <span id={descriptionId} className="text-sm text-fg-muted">
          {flag.description}
          {!flag.default && ' (off unless switched on)'}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-label={flagLabel(flag.name)}
        aria-describedby={descriptionId}
        onClick={() => onChange(!enabled)}
        className="mt-0.5 inline-flex shrink-0 items-center gap-2 rounded-full py-1 text-sm font-semibold"
      >
        <span
          className={cn(
            'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition',
            enabled ? 'bg-success-400/80' : 'bg-white/15',
          )}
          aria-hidden="true"
        >
          <span
            className={cn(
              'absolute size-5 rounded-full bg-white shadow transition-[left]',
              enabled ? 'left-[1.125rem]' : 'left-0.5',
            )}
          />
        </span>
        <span className={cn('w-7 text-left', enabled ? 'text-success-400' : 'text-fg-subtle')}>
          {enabled ? 'On' : 'Off'}
        </span>
      </button>
    </li>
  );
}

export function FeaturesTab({
  features,
  flags,
}: {
  features: Record<string, boolean>;
  flags: Flag[];
}) {
  const save = useSaveSettings();
  const [draft, setDraft] = useState<Record<string, boolean>>(() => ({ ...features }));
  const changed = Object.fromEntries(
    flags
      .filter(
        (flag) => (draft[flag.name] ?? flag.default) !== (features[flag.name] ?? flag.default),
      )
      .map((flag) => [flag.name, draft[flag.name] ?? flag.default]),
  );
  const changeCount = Object.keys(changed).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (changeCount === 0) return;
    save.mutate(
      { category: 'features', settings: changed },
      {
        onSuccess: (reply) => {
          setDraft({ ...reply.settings.features });
          toast.success('Features saved', {
            description: 'Switched-off features are gone from every screen and the API.',
          });
        },
        onError: (failure) =>
          toast.error('Failed to save settings', { description: errorMessage(failure) }),
      },
    );
  }

  return (
    <form className="flex flex-col gap-6" onSubmit={submit}>
      <SettingsSection
        title="Features"
        description="A switched-off feature leaves the app for everyone: its screens, its sidebar entry and every API call of it."
      >
        <ul className="flex flex-col divide-y divide-white/[0.06]">
          {flags.map((flag) => (
            <FlagSwitch
              key={flag.name}
              flag={flag}
              enabled={draft[flag.name] ?? flag.default}
              onChange={(enabled) => setDraft((current) => ({ ...current, [flag.name]: enabled }))}
            />
          ))}
        </ul>
      </SettingsSection>
      <SaveBar
        pending={save.isPending}
        label="Save Features"
        disabled={changeCount === 0}
        note={
          changeCount === 0
            ? 'No changes'
            : `${changeCount} change${changeCount === 1 ? '' : 's'} not saved yet`
        }
      />
    </form>
  );
}
