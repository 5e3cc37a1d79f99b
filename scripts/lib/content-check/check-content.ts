import fs from 'node:fs';
import path from 'node:path';
import { bundlePath, EXAMPLE_BUNDLES } from '../../../lib/examples/bundles';
import { JSON_SCHEMA_FILES } from '../../../lib/examples/json-schemas';
import { validateMetadataFolder } from '../../../lib/examples/validate-metadata';
import { getRouteTable } from '../../../lib/routes';
import { contentRoot } from '../../../lib/content/files';
import { checkFrontMatter } from './check-front-matter';
import { checkLinks } from './check-links';
import { sortContentProblems, type ContentProblem } from './content-problem';
import { repeatedPassages } from './repeated-passages';

/** What `npm run check` reports: problems fail it; warnings are printed and leave it passing. */
export interface ContentReport {
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

/**
 * Every problem in the content folder, without a build (`npm run check`): front matter, category
 * files, authors and tags, links and anchors between pages, images, example files, and the
 * example metadata folders (lib/examples). Sorted by file and line. Warnings: components left out
 * at the 'warn' level of lib/site-checks.mjs, and passages that two pages repeat word for word.
 */
export async function checkContent(root: string = contentRoot): Promise<ContentReport> {
  const { problems, notes, pages, routesBySource, docIdsBySource } = checkFrontMatter(root);
  const pageWarnings: ContentProblem[] = [];
  problems.push(...(await checkLinks(pages, routesBySource, knownPaths(), docIdsBySource, pageWarnings)));
  problems.push(...checkExamples(path.join(root, 'examples')));
  return {
    problems: sortContentProblems(problems),
    warnings: [...sortContentProblems([...notes, ...pageWarnings]), ...repeatedPassages(pages)],
  };
}

/**
 * Every path a page may link to: the route table's pages and the files route handlers write
 * (app/downloads, app/schemas); undefined when broken content keeps the route table from
 * building (those problems are reported already).
 */
function knownPaths(): Set<string> | undefined {
  try {
    return new Set([
      ...getRouteTable().map((route) => route.path),
      ...EXAMPLE_BUNDLES.map(bundlePath),
      ...Object.values(JSON_SCHEMA_FILES).map((file) => `/schemas/${file}`),
      '/llms.txt',
      '/llms-full.txt',
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/blog/feed.json',
      '/sitemap.xml',
    ]);
  } catch {
    return undefined;
  }
}

/** A folder under content/examples with a schema/ folder is a metadata folder the pages teach from. */
function checkExamples(examplesDir: string): ContentProblem[] {
  if (!fs.existsSync(examplesDir)) return [];
  return fs
    .readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(examplesDir, entry.name, 'schema')))
    .flatMap((entry) => validateMetadataFolder(path.join(examplesDir, entry.name)))
    .map((problem) => ({
      file: problem.file,
      line: problem.line ?? 1,
      message: problem.key.startsWith('(') ? problem.message : `${problem.key}: ${problem.message}`,
    }));
}
