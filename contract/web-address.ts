import { z } from 'zod';

/** Spaces, control characters and the invisible ones that make an address look like another. */
const HIDDEN_OR_SPACE = /[\s\p{Cc}\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;

/**
 * Whether `value` is a well-formed http(s) address of a website, by the platform's own URL
 * parser (WHATWG URL, the same in Node and the browser): written out with `http://` or
 * `https://`, no spaces or control characters, a host name of two labels or more (or an IP address),
 * and no user name or password before the host (`https://bank.example@evil.example`).
 */
export function isWebsiteAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || HIDDEN_OR_SPACE.test(value)) return false;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  if (url.hostname.startsWith('[')) return true;
  const labels = url.hostname.replace(/\.$/, '').split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** A website field: blank means none (null); anything else must be a website address. */
export function websiteField(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Website must be at most ${maxLength} characters`)
    .superRefine((value, ctx) => {
      if (value === '' || isWebsiteAddress(value)) return;
      const startsRight = /^https?:\/\//i.test(value);
      ctx.addIssue({
        code: 'custom',
        message:
          startsRight && HIDDEN_OR_SPACE.test(value)
            ? 'Website must not contain spaces or invisible characters'
            : 'Website must be a full address starting with http:// or https://',
      });
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}
