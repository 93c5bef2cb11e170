import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSignedInHint, hasSignedInHint, hintedViewerId } from './signed-in-hint';

// The web tests' setup signs every test's browser in (web/test-setup.ts); these start signed out.
beforeEach(() => forgetSignedInHint());

describe('the signed-in hint', () => {
  it('is absent for a visitor', () => {
    expect(hasSignedInHint()).toBe(false);
    expect(hintedViewerId()).toBeNull();
  });

  it("holds the signed-in person's id", () => {
    document.cookie = 'other=1; Path=/';
    document.cookie = 'backline_signed_in=42; Path=/';
    expect(hasSignedInHint()).toBe(true);
    expect(hintedViewerId()).toBe(42);
  });

  it('names nobody when its value is not an id, yet still says someone is signed in', () => {
    document.cookie = 'backline_signed_in=yes; Path=/';
    expect(hasSignedInHint()).toBe(true);
    expect(hintedViewerId()).toBeNull();
  });

  it('is gone once forgotten', () => {
    document.cookie = 'backline_signed_in=42; Path=/';
    forgetSignedInHint();
    expect(hasSignedInHint()).toBe(false);
  });
});
