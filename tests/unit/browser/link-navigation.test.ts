import { describe, expect, it } from 'vitest';
import { linkHref, routerTakesClick, sitePathOf, type LinkClick } from '@/browser/link-navigation';

describe('the href a site link carries', () => {
  it('is the path itself for a site at the root', () => {
    expect(linkHref('/', '', false)).toBe('/');
    expect(linkHref('/agent/agent', '', false)).toBe('/agent/agent');
    expect(linkHref('/agent/agent#create', '', false)).toBe('/agent/agent#create');
  });

  it('goes under the base path, whose home page is the base path itself', () => {
    expect(linkHref('/agent/agent?x=1#y', '/docs', false)).toBe('/docs/agent/agent?x=1#y');
    expect(linkHref('/', '/docs', false)).toBe('/docs');
  });

  it('follows the trailing-slash setting, except for a path naming a file', () => {
    expect(linkHref('/agent/agent/', '', false)).toBe('/agent/agent');
    expect(linkHref('/agent/agent#create', '/docs', true)).toBe('/docs/agent/agent/#create');
    expect(linkHref('/', '/docs', true)).toBe('/docs/');
    expect(linkHref('/feed.xml', '', true)).toBe('/feed.xml');
  });

  it('leaves a hash or a relative path alone', () => {
    expect(linkHref('#top', '/docs', true)).toBe('#top');
    expect(linkHref('sibling', '/docs', false)).toBe('sibling');
  });
});

describe('the site path behind a link of the site', () => {
  const page = 'https://example.com/docs/agent/agent';

  it('undoes linkHref, whatever the base path and trailing-slash setting', () => {
    for (const basePath of ['', '/docs']) {
      for (const trailingSlash of [false, true]) {
        for (const path of ['/', '/agent/create-agent', '/agent/agent?x=1#y', '/feed.xml']) {
          expect(
            sitePathOf(linkHref(path, basePath, trailingSlash), page, basePath),
            `${basePath} ${trailingSlash} ${path}`,
          ).toBe(path);
        }
      }
    }
  });

  it('is undefined for another origin or a path outside the base path', () => {
    expect(sitePathOf('https://other.example/docs/agent/agent', page, '/docs')).toBeUndefined();
    expect(sitePathOf('/elsewhere', page, '/docs')).toBeUndefined();
    expect(sitePathOf('/docsify', page, '/docs')).toBeUndefined();
  });
});

function click(
  overrides: Partial<Omit<LinkClick, 'currentTarget'>> = {},
  attributes: Record<string, string> = {},
): LinkClick {
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...overrides,
    currentTarget: {
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
    },
  };
}

describe('which clicks the router follows', () => {
  it('takes a plain click with the main button, also on a link that targets its own tab', () => {
    expect(routerTakesClick(click())).toBe(true);
    expect(routerTakesClick(click({}, { target: '_self' }))).toBe(true);
  });

  it('leaves a new tab or window, a download and a click already handled to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(routerTakesClick(click({ [key]: true })), key).toBe(false);
    expect(routerTakesClick(click({ button: 1 }))).toBe(false);
    expect(routerTakesClick(click({}, { target: '_blank' }))).toBe(false);
    expect(routerTakesClick(click({}, { download: '' }))).toBe(false);
    expect(routerTakesClick(click({ defaultPrevented: true }))).toBe(false);
  });
});
