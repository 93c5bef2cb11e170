/**
 * Limits: what one person may do per hour (or day) and store, and how many attempts sign-in
 * and signed-out visitors get, per window. Each is enforced on the next request after saving.
 */
import { LIMIT_SETTINGS, LimitsSettings } from '@contract/settings';
import type { LimitsSettingKey } from '@contract/settings';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Field, Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api/api-client';
import { useSaveSettings } from '../../../lib/api/system.api';
import { useContractForm } from '../../../lib/contract-form';
import { SaveBar, SettingsSection } from './settings-parts';

const GROUPS = [
  {
    id: 'people',
    title: 'Per person',
    description:
      'Writes one signed-in person may make per window; past it they get 429 with when to try again.',
  },
  {
    id: 'storage',
    title: 'Storage',
    description:
      'What one person’s uploads (vault, avatar, product images, studio media) may weigh together.',
  },
  {
    id: 'sign_in',
    title: 'Sign-in protection',
    description:
      'Failed password checks lock out that address from that network (and the network), never the address alone.',
  },
  {
    id: 'signed_out',
    title: 'Signed-out visitors (per IP address)',
    description: 'Requests anyone may send without an account, per IP address and window.',
  },
] as const;

const KEYS = Object.keys(LIMIT_SETTINGS) as LimitsSettingKey[];
const wireNames = Object.fromEntries(KEYS.map((key) => [`settings.${key}`, key]));

export function LimitsTab({ limits }: { limits: LimitsSettings }) {
  const id = useId();
  const save = useSaveSettings();
  const { form, onSubmit, showServerFieldError } = useContractForm(LimitsSettings, {
    defaultValues: limits,
    wireNames,
  });
  const errors = form.formState.errors;

  function submit(settings: LimitsSettings) {
    save.mutate(
      { category: 'limits', settings },
      {
        onSuccess: (reply) => {
          form.reset(reply.settings.limits);
          toast.success('Limits saved', { description: 'They apply from the next request.' });
        },
        onError: (failure) => {
          const shown = showServerFieldError(failure);
          toast.error('Failed to save settings', { description: shown ?? errorMessage(failure) });
        },
      },
    );
  }

  return (
    <form className="flex flex-col gap-6" onSubmit={onSubmit(submit)} noValidate>
      {GROUPS.map((group) => (
        <SettingsSection key={group.id} title={group.title} description={group.description}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {KEYS.filter((key) => LIMIT_SETTINGS[key].group === group.id).map((key) => {
              const { label, unit } = LIMIT_SETTINGS[key];
              const fieldId = `${id}-${key}`;
              return (
                <Field
                  key={key}
                  id={fieldId}
                  label={label}
                  hint={unit}
                  error={errors[key]?.message}
                >
                  {(describedBy) => (
                    <Input
                      id={fieldId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      aria-describedby={describedBy}
                      invalid={Boolean(errors[key])}
                      {...form.register(key, { valueAsNumber: true })}
                    />
                  )}
                </Field>
              );
            })}
          </div>
        </SettingsSection>
      ))}
      <SaveBar pending={save.isPending} label="Save Limits" />
    </form>
  );
}
