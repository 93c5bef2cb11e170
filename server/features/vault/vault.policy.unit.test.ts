import { describe, expect, it } from 'vitest';
import { countsAsDownload } from './vault.policy';

describe('countsAsDownload', () => {
  it('counts whole downloads and ranges from byte 0, not later ranges or HEAD', () => {
    expect(countsAsDownload('GET', null)).toBe(true);
    expect(countsAsDownload('GET', 0)).toBe(true);
    expect(countsAsDownload('GET', 1024)).toBe(false);
    expect(countsAsDownload('HEAD', null)).toBe(false);
  });
});
