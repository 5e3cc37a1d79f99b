import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { categoryPath } from '@/lib/url-rules';
import { flattenSidebar, paginationFor, categoryTrail } from '@/lib/content/sidebar';

const fixture = (name: string) => path.join(process.cwd(), 'tests/fixtures', name, 'docs');
const small = fixture('a-small-docs-site');

describe('the docs version model', () => {
  const version = loadDocsVersion({ docsDir: small, showDrafts: false });

  it('has one version named current, labelled Next, served from the root', () => {
    expect(version).toMatchObject({ name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index' });
  });

  it('derives ids and URL paths from file paths and slugs', () => {
    expect(version.docs.map((d) => [d.id, d.path])).toEqual([
      ['guide/first-steps', '/guide/first-steps'],
      ['guide/second', '/guide/second'],
      ['index', '/'],
    ]);
  });

  it('leaves drafts out of a production build but records their ids', () => {
    expect(version.docs.find((d) => d.id === 'draft-page')).toBeUndefined();
    expect(version.draftIds).toEqual(['draft-page']);
  });

  it('includes drafts when they are shown (next dev)', () => {
    const dev = loadDocsVersion({ docsDir: small, showDrafts: true });
    expect(dev.docs.map((d) => d.path)).toContain('/draft-page');
  });

  it('orders the sidebar by position and nests categories with their index page', () => {
    const sidebar = version.sidebars.docs;
    expect(flattenSidebar(sidebar).map((l) => l.label)).toEqual(['Welcome', 'Guide & Tips', 'First steps', 'Second']);
    expect(sidebar[1]).toMatchObject({ type: 'category', path: '/category/guide--tips', description: 'Step-by-step pages for the fixture.' });
  });

  it('lists pages of equal position in number order, page 2 before page 10', () => {
    const copies = loadDocsVersion({ docsDir: fixture('numbered-copies-sort-in-number-order'), showDrafts: false });
    expect(flattenSidebar(copies.sidebars.docs).map((l) => l.label)).toEqual(['Home', 'Copies', 'Page (1)', 'Page (2)', 'Page (9)', 'Page (10)', 'Page (11)']);
  });

  it('uses sidebar_label over the title in the sidebar', () => {
    expect(flattenSidebar(version.sidebars.docs).find((l) => l.path === '/guide/second')?.label).toBe('Second');
  });

  it('gives previous and next pages in sidebar order, through the category page', () => {
    expect(paginationFor(version.sidebars.docs, '/guide/first-steps')).toEqual({
      previous: { label: 'Guide & Tips', path: '/category/guide--tips' },
      next: { label: 'Second', path: '/guide/second' },
    });
    expect(paginationFor(version.sidebars.docs, '/').previous).toBeUndefined();
  });

  it('finds the categories around a page for breadcrumbs', () => {
    expect(categoryTrail(version.sidebars.docs, '/guide/second').map((c) => c.label)).toEqual(['Guide & Tips']);
    expect(categoryTrail(version.sidebars.docs, '/')).toEqual([]);
  });
});

describe('category paths', () => {
  it('slugify labels the way the spec routes need', () => {
    expect(categoryPath('Schema Design & Data Modeling')).toBe('/category/schema-design--data-modeling');
    expect(categoryPath('Working with NBA Dataset')).toBe('/category/working-with-nba-dataset');
    expect(categoryPath('Agents')).toBe('/category/agents');
  });
});

describe('invalid content stops the build', () => {
  it('names the file, the line, the unknown front matter field and the nearest known one', () => {
    expect(() => loadDocsVersion({ docsDir: fixture('a-doc-with-an-unknown-front-matter-field'), showDrafts: false })).toThrow(
      'The content has a problem; fix it, then build again:\n  - tests/fixtures/a-doc-with-an-unknown-front-matter-field/docs/index.md:4: `sidebar_postion:` is not a field this site knows: did you mean `sidebar_position:`?',
    );
  });
});
