import { describe, expect, it } from 'vitest';
import { absoluteUrl, normalisePath, pathToSlug, slugToPath } from '@/lib/routes';

describe('path normalisation', () => {
  it.each([
    ['/quick-start.html', '/quick-start'],
    ['/agent/agent/index', '/agent/agent'],
    ['/agent/index.html', '/agent'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/security/', '/security'],
    ['/', '/'],
    ['/nba/schema_design', '/nba/schema_design'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('slugs and URLs', () => {
  it('round-trips paths and catch-all slugs', () => {
    expect(pathToSlug('/agent/create-agent')).toEqual(['agent', 'create-agent']);
    expect(pathToSlug('/')).toEqual([]);
    expect(slugToPath(undefined)).toBe('/');
    expect(slugToPath(['data-modeling', 'etl_guidelines'])).toBe('/data-modeling/etl_guidelines');
  });

  it('builds absolute URLs under the configured url and baseUrl', () => {
    expect(absoluteUrl('/quick-start')).toBe('https://docs.plumbline.example/quick-start');
  });
});
