import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format-date';

// The month names are written by hand; they must read as the runtime's en-US formatter would.
const longDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const local = new Intl.DateTimeFormat('en-US', longDate);
const calendar = new Intl.DateTimeFormat('en-US', { ...longDate, timeZone: 'UTC' });
const moments = fc.date({
  min: new Date('1970-01-01'),
  max: new Date('2200-12-31'),
  noInvalidDate: true,
});

describe('formatLongDate', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatLongDate('2026-11-03')).toBe('November 3, 2026');
    expect(formatLongDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('agrees with Intl on any moment, in the reader’s time zone', () => {
    fc.assert(
      fc.property(moments, (moment) => {
        expect(formatLongDate(moment.toISOString())).toBe(local.format(moment));
      }),
    );
  });

  it('agrees with Intl on any calendar day', () => {
    fc.assert(
      fc.property(moments, (moment) => {
        const day = moment.toISOString().slice(0, 10);
        expect(formatLongDate(day)).toBe(calendar.format(new Date(`${day}T00:00:00Z`)));
      }),
    );
  });

  it('gives back what it cannot read rather than "Invalid Date"', () => {
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});
