import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api/api-client';
import { useFormFields } from './use-form-fields';

type Field = 'email' | 'password';
const fieldOrder: Field[] = ['email', 'password'];
const inputId = (field: Field) => `form-${field}`;

function renderForm() {
  for (const field of fieldOrder) {
    const input = document.createElement('input');
    input.id = inputId(field);
    document.body.append(input);
  }
  return renderHook(() =>
    useFormFields<Record<Field, string>, Field>({
      initial: { email: 'maya@example.test', password: '' },
      fieldOrder,
      inputId,
    }),
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFormFields', () => {
  it('shows the first issue of each field and focuses the first field in form order', () => {
    const { result } = renderForm();
    act(() =>
      result.current.showIssues([
        { path: ['password'], message: 'Password is required' },
        { path: ['email'], message: 'Enter a valid e-mail address' },
        { path: ['email'], message: 'a second, later issue' },
        { path: ['elsewhere'], message: 'not a field of this form' },
      ]),
    );
    expect(result.current.errors).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Password is required',
    });
    expect(document.activeElement?.id).toBe('form-email');
  });

  it('clears a field’s error when it is typed in, and keeps every value', () => {
    const { result } = renderForm();
    act(() => result.current.showIssues([{ path: ['password'], message: 'Too short' }]));
    act(() => result.current.setValue('password', 'longer-secret'));
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.values).toEqual({
      email: 'maya@example.test',
      password: 'longer-secret',
    });
  });

  it('puts a 400 that names a field under that field, and leaves other errors to the caller', () => {
    const { result } = renderForm();
    let shown = false;
    act(() => {
      shown = result.current.showServerFieldError(new ApiError(400, 'password: Too common'));
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ password: 'Too common' });
    expect(document.activeElement?.id).toBe('form-password');

    for (const error of [
      new ApiError(409, 'email: already registered'),
      new ApiError(400, 'display_name: not on this form'),
      new ApiError(400, 'Something else went wrong'),
      new Error('offline'),
    ]) {
      act(() => {
        shown = result.current.showServerFieldError(error);
      });
      expect(shown).toBe(false);
    }
  });
});
