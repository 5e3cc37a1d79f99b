import fs from 'node:fs';
import path from 'node:path';
import { contentRoot, detachedString, isMarkdown, listFiles, readMarkdownFile, withBodyOf } from './files';
import { dedupeRoutes } from '../integrity/dedupe-routes';
import { splitCustomFields } from './custom-front-matter';
import {
  ContentError,
  DOC_FRONT_MATTER_FIELDS,
  docFrontMatterSchema,
  formatIssues,
  type DocFrontMatter,
} from './schemas';
import { firstParagraphText } from './first-paragraph';
import { contentTitle, titledFrontMatter } from './content-title';
import { docAddress } from '../url-rules';
import { readCategoryFiles } from './category-files';
import { buildSidebar, categoryLinkProblems, type SidebarItem } from './docs-sidebar';
import { docPageOptions, type DocPageOptions } from './doc-page-options';
import { paginationTargetProblems } from './doc-pagination-targets';

/** A docs page (id, path, sidebar) plus what the pages need to render it. */
export interface Doc extends DocPageOptions {
  id: string;
  /** URL path, e.g. `/agent/create-agent`; the docs home is `/`. */
  path: string;
  sidebar: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition: number | undefined;
  description: string;
  keywords: string[];
  draft: boolean;
  /** Absolute path of the Markdown source. */
  sourcePath: string;
  /** Source path relative to the repository, for messages. */
  displayPath: string;
  body: string;
  bodyStartLine: number;
  format: 'md' | 'mdx';
  /** Front matter fields the site does not read, kept as Docusaurus keeps them (lib/content/custom-front-matter.ts). */
  customFrontMatter: Record<string, unknown>;
}

export type { SidebarCategoryItem, SidebarDocItem, SidebarItem } from './docs-sidebar';

export interface DocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** URL prefix of the version's docs. */
  path: string;
  /** Id of the doc served at the version's root; none when no doc is, and the root shows a generated index of the sidebar. */
  mainDocId: string | undefined;
  docs: Doc[];
  /** Drafts found in the content; built only when drafts are shown (`next dev`). */
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
}

export interface LoadDocsOptions {
  /** Folder holding the docs; defaults to `content/docs`. */
  docsDir?: string;
  showDrafts: boolean;
}

const SIDEBAR_ID = 'docs';

/** Reads every docs page and category file and builds the single docs version. */
export function loadDocsVersion({
  docsDir = path.join(contentRoot, 'docs'),
  showDrafts,
}: LoadDocsOptions): DocsVersion {
  if (!fs.existsSync(docsDir)) {
    throw new Error(
      `The docs plugin has no content: the folder ${path.relative(process.cwd(), docsDir) || docsDir} does not exist. Create it with an index.md, or point PLUMBLINE_CONTENT_DIR at a content folder that has a docs/ folder.`,
    );
  }
  const files = listFiles(docsDir);
  // Every file is read before anything is thrown, so one build reports every problem at once.
  const problems: string[] = [];
  const allDocs = files.filter(isMarkdown).flatMap((rel) => readDoc(docsDir, rel, problems));
  const { categories, problems: categoryProblems } = readCategoryFiles(docsDir, files);
  const fileProblems = [
    ...categoryProblems,
    ...categoryLinkProblems(categories, allDocs),
    ...paginationTargetProblems(allDocs.filter((doc) => showDrafts || !doc.draft)),
  ];
  for (const p of fileProblems) problems.push(`  - ${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) throw contentProblems(problems);
  const docs = dedupeRoutes(allDocs.filter((doc) => showDrafts || !doc.draft));
  assertUnique(
    docs.map((d) => [d.id, d.displayPath]),
    'doc id',
  );
  // Docusaurus needs no doc at the docs root; without one the root is an index of the sidebar (lib/content/source.ts).
  const rootDoc = docs.find((d) => d.path === '/');
  return {
    name: 'current',
    label: 'Next',
    isLast: true,
    path: '/',
    mainDocId: rootDoc?.id,
    docs,
    draftIds: allDocs.filter((d) => d.draft).map((d) => d.id),
    // An unlisted page is built, but no sidebar, category page or reading order lists it.
    sidebars: {
      [SIDEBAR_ID]: buildSidebar(
        docs.filter((doc) => !doc.unlisted),
        categories,
      ),
    },
  };
}

/** `The content has 3 problems ...` with one `file:line: message` line each, thrown without a stack trace. */
export function contentProblems(problems: readonly string[]): ContentError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new ContentError(
    `The content has ${count}; fix ${problems.length === 1 ? 'it' : 'them all'}, then build again:\n${problems.join('\n')}`,
  );
}

function readDoc(docsDir: string, rel: string, problems: string[]): Doc[] {
  let file: ReturnType<typeof readMarkdownFile>;
  try {
    file = readMarkdownFile(path.join(docsDir, rel));
  } catch (error) {
    problems.push(`  - ${(error as Error).message}`);
    return [];
  }
  const { checked, custom } = splitCustomFields(file.data, DOC_FRONT_MATTER_FIELDS);
  const { data: fm, issues } = titledFrontMatter('doc', docFrontMatterSchema, checked, file);
  if (!fm || issues.length > 0) {
    problems.push(...formatIssues(file.displayPath, issues));
    return [];
  }
  // Read once here: in a build, each read of `file.body` reads the file (files.ts).
  const body = file.body;
  return [
    withBodyOf(
      { ...docFromFile(rel, file, body, fm, problems, path.dirname(docsDir)), customFrontMatter: custom },
      file,
    ),
  ];
}

function docFromFile(
  rel: string,
  file: ReturnType<typeof readMarkdownFile>,
  body: string,
  fm: DocFrontMatter,
  problems: string[],
  root: string,
): Omit<Doc, 'customFrontMatter' | 'body'> {
  const markdownTitle = contentTitle(body);
  const { id, path: docPath, position } = docAddress(rel, fm);
  // The `# Heading` a page opens with is its heading on the page, and its title when front matter has none.
  // Copied out of the text, like the description below: a build keeps no page's text (files.ts).
  const title = fm.title ?? detachedString(markdownTitle!.text);
  const options = docPageOptions(fm, file, problems, root);
  return {
    ...options,
    hideTitle: options.hideTitle || markdownTitle !== undefined,
    id,
    path: docPath,
    sidebar: SIDEBAR_ID,
    title,
    sidebarLabel: fm.sidebar_label ?? title,
    sidebarPosition: fm.sidebar_position ?? position,
    description: fm.description ?? detachedOrUndefined(firstParagraphText(body)) ?? title,
    keywords: fm.keywords ?? [],
    draft: fm.draft ?? false,
    sourcePath: file.absPath,
    displayPath: file.displayPath,
    bodyStartLine: file.bodyStartLine,
    format: rel.endsWith('.mdx') ? 'mdx' : 'md',
  };
}

function detachedOrUndefined(text: string | undefined): string | undefined {
  return text === undefined ? undefined : detachedString(text);
}

function assertUnique(pairs: string[][], what: string): void {
  const seen = new Map<string, string>();
  for (const [key, file] of pairs) {
    const other = seen.get(key);
    if (other) throw new Error(`Duplicate ${what} "${key}" in ${other} and ${file}.`);
    seen.set(key, file);
  }
}
