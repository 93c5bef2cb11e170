import { useState } from 'react';
import { ApiError } from './api/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A form's values and its errors by field, the way every form here treats them: typing in a
 * field clears its error; errors show under their fields and focus the first one (in
 * `fieldOrder`); what the user typed is never lost when a check or the server refuses it.
 */
export function useFormFields<
  Values extends Record<Field, unknown>,
  Field extends string,
>(options: {
  initial: Values | (() => Values);
  /** The fields in the order they appear, which decides the one focused first. */
  fieldOrder: readonly Field[];
  inputId: (field: Field) => string;
}) {
  const { fieldOrder, inputId } = options;
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const isField = (value: unknown): value is Field =>
    typeof value === 'string' && (fieldOrder as readonly string[]).includes(value);

  function setValue<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(next: FieldErrors<Field>) {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  }

  /** A schema's issues (zod's `error.issues`), the first one of each field. */
  function showIssues(issues: readonly Issue[]) {
    const next: FieldErrors<Field> = {};
    for (const issue of issues) {
      const field = issue.path[0];
      if (isField(field) && !next[field]) next[field] = issue.message;
    }
    showErrors(next);
  }

  /**
   * Shows a server 400 that names one of these fields ("email: Enter a valid e-mail address")
   * under that field; false when the error is anything else, for the caller to show.
   */
  function showServerFieldError(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.status !== 400) return false;
    const match = /^([a-z_]+): (.+)$/.exec(error.message);
    if (!match || !isField(match[1])) return false;
    showErrors({ [match[1]]: match[2] } as FieldErrors<Field>);
    return true;
  }

  return {
    values,
    setValue,
    errors,
    showIssues,
    showServerFieldError,
    clearErrors: () => setErrors({}),
  };
}
