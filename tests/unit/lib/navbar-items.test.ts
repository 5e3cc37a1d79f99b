import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_SEGMENT, isNavDropdown, type ResolvedNavbarItem } from '@/lib/navbar-items';

describe('a navbar item', () => {
  it('is a dropdown when it folds out links, even none', () => {
    const dropdown: ResolvedNavbarItem = {
      label: 'Community',
      items: [{ label: 'GitHub', href: 'https://github.com' }],
    };
    expect(isNavDropdown(dropdown)).toBe(true);
    expect(isNavDropdown({ label: 'Empty', items: [] })).toBe(true);
  });

  it('is a link when it has an href and the paths it is current for', () => {
    const link: ResolvedNavbarItem = {
      label: 'Docs',
      href: '/',
      activeFor: { paths: [], prefixes: [], docsPages: true },
    };
    expect(isNavDropdown(link)).toBe(false);
  });
});

describe('the docs segment', () => {
  it('names the route group that holds the doc and category pages', () => {
    // The navbar compares it with useSelectedLayoutSegment(), which gives the folder's name.
    expect(fs.statSync(path.join(process.cwd(), 'app', DOCS_SEGMENT, '[[...slug]]')).isDirectory()).toBe(true);
  });
});
