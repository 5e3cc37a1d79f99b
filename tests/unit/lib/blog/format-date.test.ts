import { afterEach, describe, expect, it } from 'vitest';
import { formatPostDate, formatShortDate } from '@/lib/blog/format-date';

const zoneBefore = process.env.TZ;
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe('a post date in full', () => {
  it('spells the month out in the site language', () => {
    expect(formatPostDate(new Date('2026-11-02'))).toBe('November 2, 2026');
    expect(formatPostDate(new Date('2025-06-15'))).toBe('June 15, 2025');
  });

  it('keeps the calendar day of the front matter in a time zone west of UTC', () => {
    // A post dated 2026-01-01 is midnight UTC, which is still 2025 in Los Angeles.
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date('2026-01-01').getFullYear()).toBe(2025);
    expect(formatPostDate(new Date('2026-01-01'))).toBe('January 1, 2026');
  });

  it('keeps the calendar day in a time zone east of UTC', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatPostDate(new Date('2026-12-31T23:30:00Z'))).toBe('December 31, 2026');
  });
});

describe('a post date in the archive', () => {
  it('gives the short month and the day, without the year', () => {
    expect(formatShortDate(new Date('2026-11-02'))).toBe('Nov 2');
    expect(formatShortDate(new Date('2025-09-30'))).toBe('Sep 30');
  });

  it('keeps the calendar day in a time zone west of UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatShortDate(new Date('2026-03-01'))).toBe('Mar 1');
  });
});
