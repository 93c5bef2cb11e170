import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './byte-range';

describe('parseRangeHeader', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-9', { kind: 'part', start: 0, end: 9 }],
    ['bytes=10-', { kind: 'part', start: 10, end: 99 }],
    ['bytes=90-500', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'part', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'part', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=100-200', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-3', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-9', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
  ])('%s of 100 bytes', (header, expected) => {
    expect(parseRangeHeader(header, 100)).toEqual(expected);
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
