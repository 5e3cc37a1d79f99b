import { describe, expect, it } from 'vitest';
import { categoryExpanded } from '@/browser/sidebar-expansion';

const base = { pathname: '/agent/agent', containsCurrent: false, collapsedByDefault: true };

describe('sidebar category expansion', () => {
  it('follows the category default until the reader chooses', () => {
    expect(categoryExpanded({ ...base, choice: undefined })).toBe(false);
    expect(categoryExpanded({ ...base, choice: undefined, collapsedByDefault: false })).toBe(true);
  });

  it('opens the category of the current page', () => {
    expect(categoryExpanded({ ...base, choice: undefined, containsCurrent: true })).toBe(true);
  });

  it('keeps the reader choice on the page where it was made, even for the current category', () => {
    expect(
      categoryExpanded({ ...base, containsCurrent: true, choice: { expanded: false, madeOn: '/agent/agent' } }),
    ).toBe(false);
  });

  it('keeps the choice after navigating to a page outside the category', () => {
    expect(
      categoryExpanded({ ...base, pathname: '/security', choice: { expanded: true, madeOn: '/agent/agent' } }),
    ).toBe(true);
    expect(
      categoryExpanded({
        ...base,
        pathname: '/security',
        collapsedByDefault: false,
        choice: { expanded: false, madeOn: '/agent/agent' },
      }),
    ).toBe(false);
  });

  it('opens a collapsed category again when the reader arrives on one of its pages', () => {
    expect(
      categoryExpanded({
        ...base,
        pathname: '/agent/create-agent',
        containsCurrent: true,
        choice: { expanded: false, madeOn: '/agent/agent' },
      }),
    ).toBe(true);
  });
});
