/**
 * Every form of the web app: react-hook-form, checked by the contract's zod schema (the one the
 * server validates the request with), so both refuse the same things in the same words. The
 * way every form here behaves:
 * - errors show under their fields, and the first invalid field gets focus;
 * - once submitted, a field is checked again as it changes, so its error goes when it is fixed;
 * - what the user typed stays when the check or the server refuses it (nothing resets);
 * - a server 400 of the form "field: message" shows under the field it names.
 *
 * When a form's fields differ from the wire (dollars typed, cents sent), the form's schema is
 * derived from the contract's and `wireNames` says which form field carries a wire field, so
 * the contract's messages about `price_cents` show under the price.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { get, useForm } from 'react-hook-form';
import type {
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  SubmitHandler,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api/api-client';

/** Wire field name (`price_cents`) → the form field that carries it (`price`). */
export type WireNames<Values extends FieldValues> = Partial<Record<string, Path<Values>>>;

export type ContractForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output>;

/** The resolver's errors moved from wire names to the fields that show them. */
function underFormNames<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  wireNames: WireNames<Input>,
): Resolver<Input, unknown, Output> {
  const renames = Object.entries(wireNames);
  if (renames.length === 0) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [wire, field] of renames) {
      if (field && errors[wire] !== undefined) {
        errors[field] ??= errors[wire];
        delete errors[wire];
      }
    }
    return { ...result, errors } as typeof result;
  };
}

/**
 * Focuses the first control of `form`, in the order they appear, whose field has an error.
 * (react-hook-form's own focus follows the order fields were registered in, which differs
 * when fields come and go.)
 */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && get(errors, name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * A form over `schema`. `form` is react-hook-form's; `onSubmit(save, refused?)` is the
 * `<form>`'s submit handler, which checks the fields and hands the schema's output to `save`,
 * or shows the errors, focuses the first invalid field and tells `refused`. `showServerFieldError(error)` puts a server 400 that
 * names one of the form's fields under that field (and focuses it) and returns the message
 * shown there; for anything else it returns null, for the caller to show.
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  {
    wireNames = {},
    ...options
  }: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> & { wireNames?: WireNames<Input> },
) {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: underFormNames(zodResolver(schema) as Resolver<Input, unknown, Output>, wireNames),
    shouldFocusError: false,
  });

  function onSubmit(save: SubmitHandler<Output>, refused?: (errors: FieldErrors<Input>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      const element = event.currentTarget;
      return form.handleSubmit(save, (errors) => {
        focusFirstInvalid(element, errors);
        refused?.(errors);
      })(event);
    };
  }

  function showServerFieldError(error: unknown): string | null {
    if (!(error instanceof ApiError) || error.status !== 400) return null;
    const match = /^([\w.]+): (.+)$/s.exec(error.message);
    if (!match) return null;
    const field = (wireNames[match[1]] ?? match[1]) as Path<Input>;
    if (get(form.getValues(), field) === undefined) return null;
    const message = match[2];
    form.setError(field, { type: 'server', message }, { shouldFocus: true });
    return message;
  }

  return { form, onSubmit, showServerFieldError };
}
