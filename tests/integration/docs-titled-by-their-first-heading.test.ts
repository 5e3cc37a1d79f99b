import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

/*
 * A doc without `title:` takes the `# Heading` it opens with, as Docusaurus does; a doc with both
 * shows the heading on the page and keeps `title:` for its metadata. Read through the getters the
 * routes, sidebar, pagination, search, llms files and `.md` copies use.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/a-doc-without-a-title-takes-its-first-heading');

const m = withContentDir(fixture, async () => ({
  source: await import('@/lib/content/source'),
  routes: await import('@/lib/routes'),
  llms: await import('@/lib/llms'),
  search: await import('@/lib/search/site-plan'),
  check: await import('@/scripts/lib/content-check/check-content'),
}));

describe('a doc without title: in its front matter', () => {
  const doc = (id: string) => m.source.getDocsVersion().docs.find((d) => d.id === id)!;

  it('takes its title, sidebar label and heading from the # Heading it opens with, and draws no second heading', () => {
    expect(doc('guide/install')).toMatchObject({
      title: 'Install Plumbline',
      sidebarLabel: 'Install Plumbline',
      description: 'Run the installer.',
      hideTitle: true,
    });
    // With both, `title:` names the page (tab, sidebar, search) and the body's heading is the one on the page.
    expect(doc('guide/both')).toMatchObject({
      title: "Both, the front matter's title",
      sidebarLabel: "Both, the front matter's title",
      hideTitle: true,
    });
    expect(doc('index').hideTitle).toBe(false);
  });

  it('is named by that title in the route table (page metadata), the sidebar, pagination, search, llms.txt and its .md copy', () => {
    expect(m.routes.getRouteTable().find((route) => route.path === '/guide/install')?.title).toBe('Install Plumbline');
    expect(JSON.stringify(m.source.getSidebar())).toContain('"label":"Install Plumbline"');
    expect(m.source.getPagination('/guide/both').previous).toMatchObject({
      label: 'Install Plumbline',
      path: '/guide/install',
    });
    const pages = m.search.getSiteSearchPlan().indexes.flatMap((index) => index.pages);
    expect(pages.find((page) => page.route.path === '/guide/install')?.route.title).toBe('Install Plumbline');
    expect(m.llms.getLlmsIndex()).toContain(
      '- [Install Plumbline](https://docs.plumbline.example/guide/install): Run the installer.',
    );
    // The copy opens with the heading once, as written, and no id.
    expect(m.llms.makeDocMarkdown(doc('guide/install'))).toBe(
      '# Install **Plumbline**\n\n> Run the installer.\n\nURL: https://docs.plumbline.example/guide/install\n\n<!-- The title is the heading below. -->\n\nRun the installer.\n\n## Check it works\n\nIt prints its version.\n',
    );
    expect(m.llms.makeDocMarkdown(doc('guide/both'))).toMatch(
      /^# The heading readers see\n\n> Text under the heading\.\n/,
    );
  });

  it('passes npm run check', async () => {
    expect((await m.check.checkContent(fixture)).problems).toEqual([]);
  });
});
