import { describe, expect, it, vi } from 'vitest';

// The loaders read the content root when first imported: point them at the small fixture site.
vi.hoisted(() => {
  process.env.PLUMBLINE_CONTENT_DIR = 'tests/fixtures/a-small-docs-site';
});

const { resolveNavbarItems } = await import('@/lib/navbar');
// Read once at import; leave the environment as other test files expect it.
delete process.env.PLUMBLINE_CONTENT_DIR;

describe('configuration errors name what exists', () => {
  it('an unknown navbar item type, listing the known ones', () => {
    const items = [{ type: 'docsVersionDropdown', label: 'Versions' }] as unknown as Parameters<
      typeof resolveNavbarItems
    >[0];
    expect(() => resolveNavbarItems(items)).toThrow(
      'Unknown navbar item type "docsVersionDropdown" in siteConfig.navbar.items (lib/site-config.ts). Known types: docSidebar, link, dropdown.',
    );
  });
});
