import { describe, expect, it, vi } from 'vitest';
import { report } from '@/lib/integrity/report.mjs';

describe('check levels', () => {
  it('throws, warns or stays silent', () => {
    const lines: string[] = [];
    expect(() => report('throw', 'Broken thing')).toThrow('Broken thing');
    report('warn', 'Soft thing', (l) => lines.push(l));
    report('ignore', 'Quiet thing', (l) => lines.push(l));
    expect(lines).toEqual(['[warn] Soft thing']);
  });

  it('prints a warning on the console unless told where warnings go', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      report('warn', 'Soft thing');
      expect(warn).toHaveBeenCalledWith('[warn] Soft thing');
    } finally {
      warn.mockRestore();
    }
  });
});
