import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { redirectFromNotFoundScript, replaceUrlScript } from '@/lib/normalise-script';

/** Runs `script` as the browser would, in a page at `pathname`, and says what it did to the address. */
function runAt(
  script: string,
  pathname: string,
  { search = '', hash = '', requestedPath = undefined as string | undefined } = {},
) {
  const calls: string[] = [];
  const window: Record<string, unknown> = { __requestedPath: requestedPath };
  const context = {
    window,
    location: { pathname, search, hash, replace: (url: string) => calls.push(`replace ${url}`) },
    history: {
      state: { kept: true },
      replaceState: (state: unknown, _title: string, url: string) =>
        calls.push(`replaceState ${url} ${JSON.stringify(state)}`),
    },
  };
  vm.runInNewContext(script, context);
  return { calls, requestedPath: window.__requestedPath };
}

describe('the head script that shows the clean address', () => {
  it('shows /x for a page served as /x.html, keeping the query, the fragment and the history state', () => {
    expect(
      runAt(replaceUrlScript, '/agent/create-agent.html', { search: '?highlight=agent', hash: '#steps' }).calls,
    ).toEqual(['replaceState /agent/create-agent?highlight=agent#steps {"kept":true}']);
  });

  it('leaves a clean address alone, and remembers the path it saw for the not-found page', () => {
    const { calls, requestedPath } = runAt(replaceUrlScript, '/agent/create-agent');
    expect(calls).toEqual([]);
    expect(requestedPath).toBe('/agent/create-agent');
  });
});

describe('the not-found page script', () => {
  it('sends a reader who reached /x.html through a CDN that does not map it to /x', () => {
    expect(
      runAt(redirectFromNotFoundScript, '/404.html', { requestedPath: '/quick-start.html', hash: '#install' }).calls,
    ).toEqual(['replace /quick-start#install']);
  });

  it('stays on the not-found page for a path that is already clean', () => {
    expect(runAt(redirectFromNotFoundScript, '/no-such-page').calls).toEqual([]);
  });
});
