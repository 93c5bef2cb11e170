/**
 * Where merch ships: the address asked at checkout, checked the same way by the form and
 * the server. Countries are ISO 3166-1 alpha-2 codes; their names come from the runtime's
 * `Intl.DisplayNames`, so no list of names is kept here.
 */
import { z } from 'zod';

export const COUNTRY_CODES: readonly string[] = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO',
  'BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ',
  'DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP',
  'GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG',
  'KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML',
  'MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE',
  'PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL',
  'SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM',
  'US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

/** Countries whose post has no postal codes: the field is optional there. */
const WITHOUT_POSTAL_CODES = new Set(
  [
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK HM',
    'JM KI KM KN KP LC ML MO MR MW NR NU QA RW SB SC SL SR SS ST SY TF TG TK TL TO TV UG VU',
    'YE ZW',
  ]
    .join(' ')
    .split(' '),
);

/** Postal code formats checked closely; elsewhere 2–12 letters, digits, spaces or dashes. */
const POSTAL_FORMATS: Record<string, { pattern: RegExp; example: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '78701 or 78701-1234' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
};
const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/i;

export const ShippingLimits = {
  maxName: 100,
  maxLine: 120,
  maxCity: 80,
  maxRegion: 80,
} as const;

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

export function postalCodeRequired(country: string): boolean {
  return !WITHOUT_POSTAL_CODES.has(country);
}

export const ShippingAddress = z
  .object({
    name: line('Full name', ShippingLimits.maxName),
    line1: line('Street address', ShippingLimits.maxLine),
    line2: optionalLine('Apartment, suite, etc.', ShippingLimits.maxLine),
    city: line('City', ShippingLimits.maxCity),
    region: optionalLine('State or region', ShippingLimits.maxRegion),
    postal_code: z
      .string()
      .trim()
      .toUpperCase()
      .max(12, 'Postal code must be at most 12 characters')
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    country: z
      .string({ error: 'Choose a country' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Choose a country'),
  })
  .superRefine((address, context) => {
    const problem = postalCodeProblem(address.country, address.postal_code);
    if (problem) context.addIssue({ code: 'custom', path: ['postal_code'], message: problem });
    if (address.country === 'US' && !address.region) {
      context.addIssue({ code: 'custom', path: ['region'], message: 'State is required' });
    }
  });
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** The address as replies carry it (already checked and tidied, so no transforms). */
export const ShippingAddressView = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string(),
});
export type ShippingAddressInput = z.input<typeof ShippingAddress>;

function postalCodeProblem(country: string, postalCode: string | null): string | null {
  if (!postalCode) return postalCodeRequired(country) ? 'Postal code is required' : null;
  const format = POSTAL_FORMATS[country];
  if (format) {
    return format.pattern.test(postalCode) ? null : `Enter a postal code like ${format.example}`;
  }
  return ANY_POSTAL_CODE.test(postalCode) ? null : 'Enter a valid postal code';
}

// Made on first use: building it loads the runtime's region names, which costs a page that
// only imports the address schema, and shows no country, a long task.
let countryNames: Intl.DisplayNames | undefined;

export function countryName(code: string): string {
  try {
    countryNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The address as it is written on a parcel, one line each. */
export function addressLines(address: ShippingAddress): string[] {
  const cityLine = [address.city, address.region, address.postal_code].filter(Boolean).join(', ');
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    cityLine,
    countryName(address.country),
  ];
}
