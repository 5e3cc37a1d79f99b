import { describe, expect, it, vi } from 'vitest';
import { dedupeRoutes } from '@/lib/integrity/dedupe-routes';

const doc = (path: string, source: string) => ({ path, title: source, source });

describe('routes that claim distinct paths', () => {
  it('are kept, in order, and nothing is reported', () => {
    const warn = vi.fn();
    const routes = [doc('/a', 'docs/a.md'), doc('/b', 'docs/b.md')];
    expect(dedupeRoutes(routes, 'throw', warn)).toEqual(routes);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('two routes that claim one path', () => {
  const routes = [
    doc('/agent', 'docs/agent.md'),
    doc('/faq', 'docs/faq.md'),
    doc('/agent', 'docs/agent/index.md'),
    { path: '/faq', title: 'FAQ', displayPath: 'content/pages/faq.md' },
    { path: '/agent', title: 'Agent page' },
  ];

  it('keep the first claim of each path, and warn with every claimant at "warn"', () => {
    const warn = vi.fn();
    expect(dedupeRoutes(routes, 'warn', warn)).toEqual([routes[0], routes[1]]);
    expect(warn.mock.calls).toEqual([
      [
        "[warn] Duplicate routes found (siteChecks.onDuplicateRoutes is 'warn' in lib/site-checks.mjs); only the first of each is built:\n" +
          '- /agent: built by docs/agent.md and by docs/agent/index.md\n' +
          '- /faq: built by docs/faq.md and by content/pages/faq.md\n' +
          '- /agent: built by docs/agent.md and by "Agent page"',
      ],
    ]);
  });

  it('stop the build at "throw", with the same list', () => {
    expect(() => dedupeRoutes(routes.slice(0, 3), 'throw')).toThrow(
      "Duplicate routes found (siteChecks.onDuplicateRoutes is 'throw' in lib/site-checks.mjs); only the first of each is built:\n- /agent: built by docs/agent.md and by docs/agent/index.md",
    );
  });

  it('keep the first claim silently at "ignore"', () => {
    const warn = vi.fn();
    expect(dedupeRoutes(routes, 'ignore', warn)).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warn on the console at the site’s configured level, "warn"', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(dedupeRoutes(routes.slice(0, 3))).toEqual([routes[0], routes[1]]);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(
        /^\[warn\] Duplicate routes found \(siteChecks.onDuplicateRoutes is 'warn'/,
      );
    } finally {
      warn.mockRestore();
    }
  });
});
