/**
 * General (spec part 2, section 2): App Name, Max File Size in MB (a whole number, display
 * default 100), Maintenance Mode. The app name is the page title and every e-mail's; the max
 * file size caps every upload; maintenance mode answers everyone but administrators 503.
 */
import { GeneralSettings } from '@contract/settings';
import { SettingsLimits } from '@contract/limits';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Field, Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api/api-client';
import { useSaveSettings } from '../../../lib/api/system.api';
import { useContractForm } from '../../../lib/contract-form';
import { SaveBar, SettingsSection } from './settings-parts';

/** The server names a refused field `settings.<name>`; it shows under the field here. */
const wireNames = {
  'settings.app_name': 'app_name',
  'settings.max_file_size_mb': 'max_file_size_mb',
  'settings.maintenance_mode': 'maintenance_mode',
} as const;

export function GeneralTab({ general }: { general: GeneralSettings }) {
  const id = useId();
  const save = useSaveSettings();
  const { form, onSubmit, showServerFieldError } = useContractForm(GeneralSettings, {
    defaultValues: {
      ...general,
      max_file_size_mb: general.max_file_size_mb ?? SettingsLimits.defaultMaxFileSizeMb,
    },
    wireNames,
  });
  const errors = form.formState.errors;

  function submit(settings: GeneralSettings) {
    save.mutate(
      { category: 'general', settings },
      {
        onSuccess: (reply) => {
          form.reset(reply.settings.general);
          toast.success('General settings saved');
        },
        onError: (failure) => {
          const shown = showServerFieldError(failure);
          toast.error('Failed to save settings', {
            description: shown ?? errorMessage(failure),
          });
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-6" onSubmit={onSubmit(submit)} noValidate>
      <SettingsSection
        title="General"
        description="How the platform is named, how large an upload may be, and whether it is open."
      >
        <Field
          id={`${id}-name`}
          label="App Name"
          hint="Shown in page titles, the maintenance page and every e-mail (subject, sender, text)."
          error={errors.app_name?.message}
        >
          {(describedBy) => (
            <Input
              id={`${id}-name`}
              aria-describedby={describedBy}
              invalid={Boolean(errors.app_name)}
              maxLength={SettingsLimits.maxAppName + 10}
              {...form.register('app_name')}
            />
          )}
        </Field>
        <Field
          id={`${id}-size`}
          label="Max File Size (MB)"
          hint="The largest file any upload may be: vault files, avatars and product images (5 MB at most for pictures), studio audio and video, CSV imports. A whole number of MB."
          error={errors.max_file_size_mb?.message}
        >
          {(describedBy) => (
            <Input
              id={`${id}-size`}
              type="number"
              inputMode="numeric"
              min={1}
              max={SettingsLimits.maxFileSizeMbCeiling}
              step={1}
              className="max-w-48"
              aria-describedby={describedBy}
              invalid={Boolean(errors.max_file_size_mb)}
              {...form.register('max_file_size_mb', { valueAsNumber: true })}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-3 text-sm font-semibold text-fg">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-accent-400)]"
              aria-describedby={`${id}-maintenance-hint`}
              {...form.register('maintenance_mode')}
            />
            Maintenance Mode
          </label>
          <p id={`${id}-maintenance-hint`} className="pl-8 text-xs text-fg-subtle">
            Everyone but administrators sees the maintenance page and gets 503 from the API. Signing
            in stays open, so an administrator can come in and switch it off.
          </p>
          {errors.maintenance_mode && (
            <p className="pl-8 text-sm font-medium text-danger-300">
              {errors.maintenance_mode.message}
            </p>
          )}
        </div>
      </SettingsSection>
      <SaveBar pending={save.isPending} label="Save General" />
    </form>
  );
}
