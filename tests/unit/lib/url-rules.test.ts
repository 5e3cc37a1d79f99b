import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { docAddress, numberPrefix } from '@/lib/url-rules';

describe('a doc id and URL, decided as Docusaurus decides them', () => {
  it.each([
    ['guide/setup.md', {}, { id: 'guide/setup', path: '/guide/setup' }],
    ['guide/setup.md', { id: 'install' }, { id: 'guide/install', path: '/guide/install' }],
    ['guide/setup.md', { slug: '/start' }, { id: 'guide/setup', path: '/start' }],
    ['guide/setup.md', { slug: 'start' }, { id: 'guide/setup', path: '/guide/start' }],
    ['guide/setup.md', { slug: '../start' }, { id: 'guide/setup', path: '/start' }],
    ['guide/setup.md', { id: 'install', slug: '/x/' }, { id: 'guide/install', path: '/x' }],
    ['01-guide/02-setup.md', {}, { id: '01-guide/setup', path: '/guide/setup', position: 2 }],
    ['guide/index.md', {}, { id: 'guide/index', path: '/guide' }],
    ['guide/README.md', {}, { id: 'guide/README', path: '/guide' }],
    ['index.md', {}, { id: 'index', path: '/' }],
    ['2024-01-01-notes.md', {}, { id: '2024-01-01-notes', path: '/2024-01-01-notes' }],
  ])('%s with %o is %o', (rel, fm, expected) => {
    expect(docAddress(rel, fm)).toEqual(expected);
  });

  it('reads number prefixes in the separators Docusaurus knows, and leaves dates and versions whole', () => {
    expect(
      ['01-intro', '01_intro', '01.intro', '1 - intro', '2024-01-notes', '1.2-upgrade', '10x'].map(
        (name) => numberPrefix(name).name,
      ),
    ).toEqual(['intro', 'intro', 'intro', 'intro', '2024-01-notes', '1.2-upgrade', '10x']);
  });
});

describe('a docs folder written for Docusaurus', () => {
  const version = loadDocsVersion({
    docsDir: path.join(process.cwd(), 'tests/fixtures/id-and-slug-decide-a-page-url-as-docusaurus-does/docs'),
    showDrafts: false,
  });
  const byId = (id: string) => version.docs.find((doc) => doc.id === id);

  it('serves each page at the URL its id and slug decide', () => {
    expect(version.docs.map((doc) => [doc.id, doc.path]).sort()).toEqual([
      ['02-guide/abs', '/reference/absolute'],
      ['02-guide/install', '/guide/install'],
      ['02-guide/relative', '/elsewhere/moved'],
      ['02-guide/setup', '/guide/setup'],
      ['index', '/'],
    ]);
  });

  it('takes a sidebar position from a number prefix when the front matter gives none', () => {
    expect(byId('02-guide/install')?.sidebarPosition).toBe(1);
    expect(byId('02-guide/setup')?.sidebarPosition).toBe(5);
  });

  it("uses the first paragraph's plain text when a page has no description", () => {
    expect(byId('index')?.description).toBe('The home page has no description, so this paragraph stands in.');
  });
});
