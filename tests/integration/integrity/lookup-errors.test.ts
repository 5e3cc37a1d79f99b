import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The loaders read the content root when first imported: point them at the small fixture site.
vi.hoisted(() => {
  process.env.PLUMBLINE_CONTENT_DIR = 'tests/fixtures/a-small-docs-site';
});

const { getDocById, getDocsVersion, getSidebar } = await import('@/lib/content/source');
const { resolveNavbarItems } = await import('@/lib/navbar');
const { loadDocsVersion } = await import('@/lib/content/docs');
// Read once at import; leave the environment as other test files expect it.
delete process.env.PLUMBLINE_CONTENT_DIR;

const fixture = loadDocsVersion({ docsDir: path.resolve('tests/fixtures/a-small-docs-site/docs'), showDrafts: false });

describe('configuration errors name what exists', () => {
  it('no docs version for a name', () => {
    expect(() => getDocsVersion('2.0')).toThrow('No docs version exists for name "2.0". Available versions: current.');
  });

  it('no doc found by id', () => {
    expect(() => getDocById('missing', fixture)).toThrow(
      `No doc found with id "missing" in version "current". Available doc ids: ${fixture.docs.map((d) => d.id).join(', ')}.`,
    );
  });

  it('no sidebar found by id', () => {
    expect(() => getSidebar('api', fixture)).toThrow(
      'No sidebar found with id "api" in version "current". Available sidebars: docs.',
    );
  });

  it('a sidebar with nothing to link to', () => {
    const empty = { ...fixture, sidebars: { docs: [] } };
    expect(() => getSidebar('docs', empty)).toThrow(
      'The sidebar "docs" has nothing to link to: add a doc to content/docs.',
    );
  });

  it('an unknown navbar item type, listing the known ones', () => {
    const items = [{ type: 'docsVersionDropdown', label: 'Versions' }] as unknown as Parameters<
      typeof resolveNavbarItems
    >[0];
    expect(() => resolveNavbarItems(items)).toThrow(
      'Unknown navbar item type "docsVersionDropdown" in siteConfig.navbar.items (lib/site-config.ts). Known types: docSidebar, link, dropdown.',
    );
  });
});
