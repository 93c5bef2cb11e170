import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api/api-client';
import { useContractForm } from './contract-form';

afterEach(cleanup);

/** A contract-like schema: wire field `price_cents`, which the form types as dollars (`price`). */
const Wire = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address')),
  price_cents: z.number({ error: 'Price is required' }).int().min(1, 'Price must be above $0'),
});
const FormSchema = z
  .object({ email: z.string(), price: z.string() })
  .transform((form) => ({
    email: form.email,
    price_cents: form.price.trim() ? Math.round(Number(form.price) * 100) : Number.NaN,
  }))
  .pipe(Wire);

let showServerFieldError: (error: unknown) => string | null;

/** Price first on screen, though it only appears (and registers) after the e-mail field. */
function Probe({ onSave }: { onSave: (value: z.output<typeof Wire>) => void }) {
  const contract = useContractForm(FormSchema, {
    defaultValues: { email: '', price: '' },
    wireNames: { price_cents: 'price' },
  });
  const { form, onSubmit } = contract;
  showServerFieldError = contract.showServerFieldError;
  const [showPrice, setShowPrice] = useState(false);
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      {showPrice && <input aria-label="Price" {...form.register('price')} />}
      {errors.price && <p>price: {errors.price.message}</p>}
      <input aria-label="E-mail" {...form.register('email')} />
      {errors.email && <p>email: {errors.email.message}</p>}
      <button type="button" onClick={() => setShowPrice(true)}>
        Show price
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function renderProbe() {
  const onSave = vi.fn();
  render(<Probe onSave={onSave} />);
  fireEvent.click(screen.getByRole('button', { name: 'Show price' }));
  return onSave;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('useContractForm', () => {
  it("shows the schema's errors under their fields, the wire's under the form's, and focuses the first on screen", async () => {
    const onSave = renderProbe();
    fireEvent.change(field('E-mail'), { target: { value: 'maya at example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('price: Price is required')).toBeTruthy();
    expect(screen.getByText('email: Enter a valid e-mail address')).toBeTruthy();
    expect(document.activeElement).toBe(field('Price'));
    expect(field('E-mail').value).toBe('maya at example');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes an error away once its field is fixed, and saves the schema’s output', async () => {
    const onSave = renderProbe();
    fireEvent.change(field('E-mail'), { target: { value: 'maya@example.test' } });
    fireEvent.change(field('Price'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('price: Price must be above $0')).toBeTruthy();

    fireEvent.change(field('Price'), { target: { value: '4.995' } });
    await waitFor(() => expect(screen.queryByText(/^price:/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave.mock.calls[0][0]).toEqual({ email: 'maya@example.test', price_cents: 500 }),
    );
  });

  it('puts a server 400 that names a field (or its wire name) under it, focused', async () => {
    renderProbe();
    let shown: string | null = null;
    act(() => {
      shown = showServerFieldError(new ApiError(400, 'email: This address cannot be invited'));
    });
    expect(shown).toBe('This address cannot be invited');
    expect(await screen.findByText('email: This address cannot be invited')).toBeTruthy();
    expect(document.activeElement).toBe(field('E-mail'));

    act(() => {
      shown = showServerFieldError(new ApiError(400, 'price_cents: Too much for a tee'));
    });
    expect(shown).toBe('Too much for a tee');
    expect(await screen.findByText('price: Too much for a tee')).toBeTruthy();
    expect(document.activeElement).toBe(field('Price'));
  });

  it('leaves every other failure to the caller', () => {
    renderProbe();
    for (const error of [
      new ApiError(409, 'email: already on the team'),
      new ApiError(400, 'display_name: not on this form'),
      new ApiError(400, 'Something else went wrong'),
      new Error('offline'),
    ]) {
      let shown: string | null = 'not asked';
      act(() => {
        shown = showServerFieldError(error);
      });
      expect(shown).toBeNull();
    }
    expect(screen.queryByText(/^(email|price):/)).toBeNull();
  });
});
