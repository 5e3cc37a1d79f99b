import { describe, expect, it } from 'vitest';
import { createPrefetchOnce, leadsToPageAt, prefetchAllowed, type ConnectionInfo } from '@/browser/prefetch';

describe('when prefetching is allowed', () => {
  it('is allowed without connection information and on fast connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
  });

  it('is never allowed on 2G or with data-saver on', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetching once', () => {
  it('passes each href on at most once', () => {
    const calls: string[] = [];
    const prefetch = createPrefetchOnce(
      (href) => calls.push(href),
      () => undefined,
    );
    expect(prefetch('/a')).toBe(true);
    expect(prefetch('/a')).toBe(false);
    expect(prefetch('/b')).toBe(true);
    expect(calls).toEqual(['/a', '/b']);
  });

  it('skips, without using up the one chance, while the connection is slow', () => {
    let connection: ConnectionInfo = { effectiveType: '2g' };
    const calls: string[] = [];
    const prefetch = createPrefetchOnce(
      (href) => calls.push(href),
      () => connection,
    );
    expect(prefetch('/a')).toBe(false);
    connection = { effectiveType: '4g' };
    expect(prefetch('/a')).toBe(true);
    expect(calls).toEqual(['/a']);
  });
});

describe('a link to the page shown', () => {
  it('is the page whatever its hash or query', () => {
    const page = 'https://docs.example.com/agent/create-agent?x=1#steps';
    expect(leadsToPageAt('/agent/create-agent', page)).toBe(true);
    expect(leadsToPageAt('/agent/create-agent#validation-rules', page)).toBe(true);
    expect(leadsToPageAt('#top', page)).toBe(true);
  });

  it('is another page for any other path, a trailing slash or base path included', () => {
    expect(leadsToPageAt('/agent/agent', 'https://docs.example.com/agent/create-agent')).toBe(false);
    expect(leadsToPageAt('/agent/create-agent/', 'https://docs.example.com/agent/create-agent')).toBe(false);
    expect(leadsToPageAt('/docs/agent/create-agent/', 'https://docs.example.com/docs/agent/create-agent/')).toBe(true);
    expect(leadsToPageAt('/agent/create-agent/', 'https://docs.example.com/docs/agent/create-agent/')).toBe(false);
  });
});
