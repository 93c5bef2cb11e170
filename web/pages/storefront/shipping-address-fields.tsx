/**
 * The shipping address asked at merch checkout, checked by the contract's `ShippingAddress`
 * (the server's own rules: required lines, a known country, its postal code format). It
 * starts from the buyer's last address, or from their browser's country.
 */
import {
  COUNTRY_CODES,
  ShippingAddress,
  ShippingLimits,
  countryName,
  postalCodeRequired,
} from '@contract/shipping';
import type { ShippingAddressInput } from '@contract/shipping';
import { useEffect, useId, useMemo } from 'react';
import { Field, Input, Select } from '../../components/ui/input';
import { useLastShippingAddress } from '../../lib/api/merch.api';
import { useContractForm } from '../../lib/contract-form';

type AddressDraft = Required<{ [Key in keyof ShippingAddressInput]: string }>;

/** The browser's country (en-US → US), when it is one we ship to. */
function browserCountry(): string {
  try {
    const region = new Intl.Locale(navigator.language).maximize().region ?? '';
    return COUNTRY_CODES.includes(region) ? region : '';
  } catch {
    return '';
  }
}

function blankAddress(): AddressDraft {
  return {
    name: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: browserCountry(),
  };
}

export function useShippingAddressForm(enabled: boolean) {
  const last = useLastShippingAddress(enabled);
  const contractForm = useContractForm(ShippingAddress, { defaultValues: blankAddress() });
  const { form } = contractForm;

  // The last address fills the form once it arrives, unless the buyer already typed.
  useEffect(() => {
    if (!last.data || form.formState.isDirty) return;
    form.reset({
      ...last.data,
      line2: last.data.line2 ?? '',
      region: last.data.region ?? '',
      postal_code: last.data.postal_code ?? '',
    });
  }, [last.data, form]);

  /** The address as the server takes it, or null (its errors now show under the fields). */
  async function read(): Promise<ShippingAddress | null> {
    if (!(await form.trigger(undefined, { shouldFocus: true }))) return null;
    return ShippingAddress.parse(form.getValues());
  }

  /** Puts a server refusal of one address field under that field; false when it is not one. */
  function showServerError(message: string): boolean {
    const match = /^shipping_address\.(\w+): (.+)$/s.exec(message);
    if (!match || !(match[1] in blankAddress())) return false;
    form.setError(match[1] as keyof AddressDraft, { type: 'server', message: match[2] });
    return true;
  }

  return { form, read, showServerError };
}

export type ShippingAddressForm = ReturnType<typeof useShippingAddressForm>;

export function ShippingAddressFields({ address }: { address: ShippingAddressForm }) {
  const id = useId();
  const { form } = address;
  const { errors } = form.formState;
  const country = form.watch('country');
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    [],
  );
  const isUnitedStates = country === 'US';
  const needsPostalCode = !country || postalCodeRequired(country);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-fg">Shipping address</legend>
      <Field id={`${id}-name`} label="Full name" error={errors.name?.message}>
        {(describedBy) => (
          <Input
            id={`${id}-name`}
            autoComplete="shipping name"
            maxLength={ShippingLimits.maxName}
            {...form.register('name')}
            invalid={Boolean(errors.name)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field id={`${id}-line1`} label="Street address" error={errors.line1?.message}>
        {(describedBy) => (
          <Input
            id={`${id}-line1`}
            autoComplete="shipping address-line1"
            maxLength={ShippingLimits.maxLine}
            {...form.register('line1')}
            invalid={Boolean(errors.line1)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field
        id={`${id}-line2`}
        label="Apartment, suite, etc. (optional)"
        error={errors.line2?.message}
      >
        {(describedBy) => (
          <Input
            id={`${id}-line2`}
            autoComplete="shipping address-line2"
            maxLength={ShippingLimits.maxLine}
            {...form.register('line2')}
            invalid={Boolean(errors.line2)}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-city`} label="City" error={errors.city?.message}>
          {(describedBy) => (
            <Input
              id={`${id}-city`}
              autoComplete="shipping address-level2"
              maxLength={ShippingLimits.maxCity}
              {...form.register('city')}
              invalid={Boolean(errors.city)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={`${id}-region`}
          label={isUnitedStates ? 'State' : 'State / region (optional)'}
          error={errors.region?.message}
        >
          {(describedBy) => (
            <Input
              id={`${id}-region`}
              autoComplete="shipping address-level1"
              maxLength={ShippingLimits.maxRegion}
              {...form.register('region')}
              invalid={Boolean(errors.region)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field
          id={`${id}-postal`}
          label={
            isUnitedStates ? 'ZIP code' : needsPostalCode ? 'Postal code' : 'Postal code (optional)'
          }
          error={errors.postal_code?.message}
        >
          {(describedBy) => (
            <Input
              id={`${id}-postal`}
              autoComplete="shipping postal-code"
              maxLength={12}
              {...form.register('postal_code')}
              invalid={Boolean(errors.postal_code)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <Field id={`${id}-country`} label="Country" error={errors.country?.message}>
          {(describedBy) => (
            <Select
              id={`${id}-country`}
              autoComplete="shipping country"
              {...form.register('country')}
              invalid={Boolean(errors.country)}
              aria-describedby={describedBy}
            >
              <option value="">Choose a country</option>
              {countries.map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
