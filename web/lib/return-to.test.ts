import { afterEach, describe, expect, it } from 'vitest';
import { isSafeReturnPath, rememberReturnTo, signInPath, takeReturnTo } from './return-to';

afterEach(() => window.sessionStorage.clear());

describe('return-to', () => {
  it('gives the remembered path back once', () => {
    rememberReturnTo('/storefront/7');
    expect(takeReturnTo()).toBe('/storefront/7');
    expect(takeReturnTo()).toBeNull();
  });

  it('forgets a path remembered too long ago', () => {
    rememberReturnTo('/storefront/7', 0);
    expect(takeReturnTo(31 * 60_000)).toBeNull();
  });

  it('accepts only paths of this app', () => {
    expect(isSafeReturnPath('/storefront/7')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath('/auth/callback')).toBe(false);
    rememberReturnTo('https://evil.example');
    expect(takeReturnTo()).toBeNull();
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPath('/storefront/7')).toBe('/auth/redirect?return_to=/storefront/7');
    expect(signInPath('//evil.example')).toBe('/auth/redirect');
  });
});
