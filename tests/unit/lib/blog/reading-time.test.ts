import { describe, expect, it } from 'vitest';
import { countWords, formatReadingTime, readingMinutes } from '@/lib/blog/reading-time';

describe('reading time', () => {
  it('counts words, not link targets, image paths or comments', () => {
    expect(countWords('Read the [quick start](../docs/quick-start.md) first.')).toBe(5);
    expect(countWords('![Two bars](./img/chart.svg) <!-- truncate --> done')).toBe(3);
    expect(countWords("Plumbline's agent isn't read-only-ish, 10,000 rows")).toBe(6);
  });

  it('counts code too, because a reader reads it', () => {
    expect(countWords('Run this:\n\n```sql\nSELECT points FROM games\n```\n')).toBe(6);
  });

  it('reads 200 words a minute, rounding up, never under a minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1_000)).toBe(5);
    expect(readingMinutes(300, 100)).toBe(3);
  });

  it('reads as "N min read"', () => {
    expect(formatReadingTime(6)).toBe('6 min read');
  });
});
