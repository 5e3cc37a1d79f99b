import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withStagedContent } from './staged-content';
import { lostWords, renderedPage } from './rendered-constructs';
import { addCounts, emptyCounts, sourceFacts, type ConstructCounts } from './source-constructs';

/** A documentation folder written for Docusaurus 3 by another project, stored unchanged under tests/fixtures. */
export interface DocusaurusSet {
  /** The fixture folder, holding docs/ as the project wrote it, its README.md and LICENSE. */
  dir: string;
  /** Pages that use a component of the project's own site: each file, and the names its problems must give. */
  ownComponents: Record<string, string[]>;
  /** `npm run check`'s lines for the project's own broken links and missing public/ images, paths relative to the fixture. */
  ownBrokenLinks: string[];
  /** The constructs the set's pages hold in all, counted from the source (the fixture's README lists them). */
  sourceTotals: ConstructCounts;
  /** SHA-256 of docs/ as copied (each file's path and bytes, in path order), so an edit to the set shows. */
  docsSha256: string;
}

/**
 * Builds the set unchanged, as the site does: `npm run check` over it, and every page through the
 * real docs route, its constructs counted in the source and in the HTML and required equal, and
 * every word of its source found in its rendered text. The site's loaders read the fixture
 * (tests/helpers/with-content-dir.ts), so one set per test file.
 */
export function describeDocusaurusSet(name: string, set: DocusaurusSet): void {
  const files = markdownPages(path.join(set.dir, 'docs'));
  const m = withStagedContent(set.dir, async () => ({
    source: await import('@/lib/content/source'),
    check: await import('@/scripts/lib/content-check/check-content'),
    problems: await import('@/scripts/lib/content-check/content-problem'),
    route: await import('@/app/(docs)/[[...slug]]/page-route'),
  }));
  const relative = (file: string) => path.relative(set.dir, file).split(path.sep).join('/');

  describe(`the ${name} docs, written for Docusaurus 3, built unchanged`, () => {
    it('pass npm run check, but for the broken links and the components of the project site, each named', async () => {
      const { problems } = await m.check.checkContent(set.dir);
      const prefix = `${path.relative(process.cwd(), set.dir).split(path.sep).join('/')}/`;
      const lines = m.problems
        .sortContentProblems(problems)
        .map((problem) => m.problems.formatContentProblem(problem).replaceAll(prefix, ''));
      const ownComponentLines = lines.filter((line) =>
        Object.keys(set.ownComponents).some((file) => line.startsWith(`${file}:`)),
      );
      for (const [file, names] of Object.entries(set.ownComponents)) {
        const about = ownComponentLines.filter((line) => line.startsWith(`${file}:`));
        expect(about, `${file} uses a component of its own site`).not.toEqual([]);
        for (const line of about)
          expect(
            names.some((component) => line.includes(component)),
            line,
          ).toBe(true);
      }
      expect(lines.filter((line) => !ownComponentLines.includes(line))).toEqual(set.ownBrokenLinks);
    });

    it('are the project files, unchanged since they were copied', () => {
      expect(folderHash(path.join(set.dir, 'docs'))).toBe(set.docsSha256);
    });

    it('serve every page of the folder', () => {
      const served = m.source.getDocsVersion().docs.map((doc) => relative(doc.sourcePath));
      expect(served.sort()).toEqual(files.map(relative).sort());
    });

    it('hold the constructs their fixture README counts', () => {
      const totals = emptyCounts();
      for (const file of files)
        addCounts(totals, sourceFacts(matter(fs.readFileSync(file, 'utf8')).content, file).counts);
      expect(totals).toEqual(set.sourceTotals);
    });

    it.each(files.map((file) => [relative(file), file]))(
      'render %s with every construct and every word of its source',
      async (_, file) => {
        const doc = m.source.getDocsVersion().docs.find((d) => d.sourcePath === file);
        if (!doc) throw new Error(`${relative(file)} is not served as a page.`);
        const slug = doc.path.split('/').filter(Boolean);
        const render = async () => renderToStaticMarkup(await m.route.default({ params: Promise.resolve({ slug }) }));
        const ownComponents = set.ownComponents[relative(file)];
        if (ownComponents) {
          // The stage did not compile it: the page shows why in place of its text (a build stops first).
          const shown = await render();
          expect(shown).toContain('This page did not compile.');
          expect(shown).toMatch(new RegExp(ownComponents.join('|')));
          return;
        }
        const html = (await render()).replace(/<!-- -->/g, '');
        const source = sourceFacts(doc.body, file);
        const rendered = renderedPage(html, source);
        // Soft: a page that fails one check is still measured by the others.
        expect.soft(rendered.counts, 'constructs in the source and in the HTML').toEqual(source.counts);
        expect.soft(rendered.rawSyntax, 'syntax printed as text').toEqual([]);
        expect.soft(lostWords(source.words, rendered.words), 'source words missing from the rendered page').toEqual([]);
        // Docusaurus draws the front matter title unless the page's first heading is a # heading of its own.
        const drawnTitle = doc.hideTitle || source.firstHeadingDepth === 1 ? 0 : 1;
        expect
          .soft(html.match(/<h1[\s>]/g)?.length ?? 0, 'h1 headings on the page')
          .toBe(source.titleHeadings + drawnTitle);
      },
    );
  });
}

function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(`${path.relative(dir, file).split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** Every page of a docs folder: `.md` and `.mdx` files, less the partials (`_name.md`), which are no pages. */
function markdownPages(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
