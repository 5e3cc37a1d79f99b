import fs from 'node:fs';
import path from 'node:path';
import { contentRoot, isMarkdown, listFiles, readMarkdownFile } from './files';
import { dedupeRoutes } from '../integrity/dedupe-routes';
import { yamlLineFinder, type LineOf } from './source-lines';
import { splitCustomFields } from './custom-front-matter';
import { categoryMetaSchema, ContentError, DOC_FRONT_MATTER_FIELDS, docFrontMatterSchema, formatIssues, schemaIssues, type CategoryMeta, type DocFrontMatter } from './schemas';
import { firstParagraphText } from './first-paragraph';
import { contentTitle, MISSING_TITLE, type ContentTitle } from './content-title';
import { categoryPath, docAddress, normalisePath, numberPrefix } from '../url-rules';
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

export type SidebarItem = SidebarDocItem | SidebarCategoryItem;

export interface SidebarDocItem {
  type: 'doc';
  docId: string;
  label: string;
  path: string;
  /** `sidebar_class_name`: a class on the item's `<li>`. */
  className?: string;
}

export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  /** The category's page: its generated index (e.g. `/category/agents`), or the doc its `link` names. */
  path: string;
  /** False when `link: { type: 'doc' }` makes a doc the category's page: no index page is generated. */
  generatedIndex: boolean;
  /** The generated index page's heading and title (`link.title`), when it is not the label. */
  title?: string;
  description: string;
  collapsed: boolean;
  /** `className` from `_category_.json`: a class on the category's `<li>`. */
  className?: string;
  items: SidebarItem[];
}

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
const CATEGORY_FILE = '_category_.json';

/** Reads every docs page and category file and builds the single docs version. */
export function loadDocsVersion({ docsDir = path.join(contentRoot, 'docs'), showDrafts }: LoadDocsOptions): DocsVersion {
  if (!fs.existsSync(docsDir)) {
    throw new Error(
      `The docs plugin has no content: the folder ${path.relative(process.cwd(), docsDir) || docsDir} does not exist. Create it with an index.md, or point PLUMBLINE_CONTENT_DIR at a content folder that has a docs/ folder.`,
    );
  }
  const files = listFiles(docsDir);
  // Every file is read before anything is thrown, so one build reports every problem at once.
  const problems: string[] = [];
  const allDocs = files.filter(isMarkdown).flatMap((rel) => readDoc(docsDir, rel, problems));
  const categories = readCategories(docsDir, files, problems);
  problems.push(...categoryLinkProblems(categories, allDocs));
  for (const p of paginationTargetProblems(allDocs.filter((doc) => showDrafts || !doc.draft))) problems.push(`  - ${p.file}:${p.line}: ${p.message}`);
  if (problems.length > 0) throw contentProblems(problems);
  const docs = dedupeRoutes(allDocs.filter((doc) => showDrafts || !doc.draft));
  assertUnique(docs.map((d) => [d.id, d.displayPath]), 'doc id');
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
    sidebars: { [SIDEBAR_ID]: buildSidebar('', docs.filter((doc) => !doc.unlisted), categories) },
  };
}

/** `The content has 3 problems ...` with one `file:line: message` line each, thrown without a stack trace. */
export function contentProblems(problems: readonly string[]): ContentError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new ContentError(`The content has ${count}; fix ${problems.length === 1 ? 'it' : 'them all'}, then build again:\n${problems.join('\n')}`);
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
  const { data: fm, issues } = schemaIssues(docFrontMatterSchema, checked, file.lineOf);
  const markdownTitle = contentTitle(file.body);
  if (fm && !fm.title && !markdownTitle) issues.push({ field: 'title', line: file.lineOf(['title']), message: MISSING_TITLE });
  if (!fm || issues.length > 0) {
    problems.push(...formatIssues(file.displayPath, issues));
    return [];
  }
  return [{ ...docFromFile(rel, file, fm, markdownTitle, problems, path.dirname(docsDir)), customFrontMatter: custom }];
}

function docFromFile(rel: string, file: ReturnType<typeof readMarkdownFile>, fm: DocFrontMatter, markdownTitle: ContentTitle | undefined, problems: string[], root: string): Omit<Doc, 'customFrontMatter'> {
  const { id, path: docPath, position } = docAddress(rel, fm);
  // The `# Heading` a page opens with is its heading on the page, and its title when front matter has none.
  const title = fm.title ?? markdownTitle!.text;
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
    description: fm.description ?? firstParagraphText(file.body) ?? title,
    keywords: fm.keywords ?? [],
    draft: fm.draft ?? false,
    sourcePath: file.absPath,
    displayPath: file.displayPath,
    body: file.body,
    bodyStartLine: file.bodyStartLine,
    format: rel.endsWith('.mdx') ? 'mdx' : 'md',
  };
}

/** A folder's `_category_.json`, read, with where it is for messages. */
interface CategoryFile {
  meta: CategoryMeta;
  display: string;
  lineOf: LineOf;
}

function readCategories(docsDir: string, files: string[], problems: string[]): Map<string, CategoryFile> {
  const categories = new Map<string, CategoryFile>();
  const folders = new Set(files.filter(isMarkdown).map((rel) => path.posix.dirname(rel)).filter((dir) => dir !== '.'));
  for (const folder of folders) {
    // A folder holding docs only inside sub-folders needs a category too: every level is one.
    for (let up = path.posix.dirname(folder); up !== '.'; up = path.posix.dirname(up)) folders.add(up);
  }
  for (const folder of [...folders].sort()) {
    const abs = path.join(docsDir, folder, CATEGORY_FILE);
    const display = path.relative(process.cwd(), abs).split(path.sep).join('/');
    if (!fs.existsSync(abs)) {
      problems.push(`  - ${path.posix.dirname(display)}: this docs folder has no ${CATEGORY_FILE}: add one with a label`);
      continue;
    }
    const text = fs.readFileSync(abs, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(`  - ${display}: invalid JSON: ${(error as Error).message}`);
      continue;
    }
    const lineOf = yamlLineFinder(text);
    const { data: meta, issues } = schemaIssues(categoryMetaSchema, data, lineOf, 'json');
    if (meta) categories.set(folder, { meta, display, lineOf });
    else problems.push(...formatIssues(display, issues));
  }
  return categories;
}

type Positioned = { position: number | undefined; name: string; item: SidebarItem };

/** The sidebar of one folder: its docs and sub-folders, ordered by position, then name. */
function buildSidebar(dir: string, docs: Doc[], categories: Map<string, CategoryFile>): SidebarItem[] {
  const entries: Positioned[] = [];
  for (const doc of docs) {
    if (docDir(doc) !== dir) continue;
    const item: SidebarDocItem = { type: 'doc', docId: doc.id, label: doc.sidebarLabel, path: doc.path, ...(doc.sidebarClassName ? { className: doc.sidebarClassName } : {}) };
    entries.push({ position: doc.sidebarPosition, name: doc.id, item });
  }
  const childDirs = new Set(docs.map(docDir).filter((d) => d !== dir && parentDir(d, dir) !== null).map((d) => parentDir(d, dir) as string));
  for (const child of childDirs) {
    const meta = categories.get(child)?.meta;
    if (!meta) {
      throw new Error(`The docs folder content/docs/${child} has no ${CATEGORY_FILE}: add one with a label.`);
    }
    const folderName = numberPrefix(path.posix.basename(child));
    entries.push({ position: meta.position ?? folderName.position, name: child, item: categoryItem(meta, meta.label ?? folderName.name, buildSidebar(child, docs, categories), docs) });
  }
  return entries
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map((e) => e.item);
}

/**
 * A category as `_category_.json` describes it. Its page is the doc `link` names (that doc then
 * stands for the category rather than being listed twice), or else a generated index at
 * `link.slug` or `/category/<label>`. Without a description of its own it says how many items it holds.
 */
function categoryItem(meta: CategoryMeta, label: string, items: SidebarItem[], docs: Doc[]): SidebarCategoryItem {
  const link = meta.link;
  const linked = link?.type === 'doc' ? docs.find((doc) => doc.id === link.id) : undefined;
  const index = link?.type === 'generated-index' ? link : undefined;
  const listed = linked ? items.filter((item) => !(item.type === 'doc' && item.docId === linked.id)) : items;
  return {
    type: 'category',
    label,
    path: linked ? linked.path : index?.slug ? normalisePath(`/${index.slug}`.replace(/\/{2,}/g, '/')) : categoryPath(label),
    generatedIndex: !linked,
    ...(index?.title ? { title: index.title } : {}),
    description: index?.description ?? meta.description ?? linked?.description ?? itemCount(listed.length),
    // `collapsible: false` keeps a category open: it cannot be closed, so it does not start closed.
    collapsed: meta.collapsible === false ? false : (meta.collapsed ?? true),
    ...(meta.className ? { className: meta.className } : {}),
    items: listed,
  };
}

function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** A `link: { type: 'doc', id }` that names no doc, at its file and line. */
function categoryLinkProblems(categories: Map<string, CategoryFile>, docs: Doc[]): string[] {
  const ids = new Set(docs.map((doc) => doc.id));
  return [...categories].flatMap(([folder, { meta, display, lineOf }]) => {
    const link = meta.link;
    if (link?.type !== 'doc' || ids.has(link.id)) return [];
    const near = [...ids].filter((id) => id.startsWith(`${folder}/`));
    return [`  - ${display}:${lineOf(['link', 'id'])}: "link.id" names the doc "${link.id}", which does not exist: write a doc id, its folder included${near.length > 0 ? ` (here: ${near.join(', ')})` : ''}.`];
  });
}

function docDir(doc: Doc): string {
  const slash = doc.id.lastIndexOf('/');
  return slash === -1 ? '' : doc.id.slice(0, slash);
}

/** The direct child of `dir` on the way to `descendant`, or null when it is not below `dir`. */
function parentDir(descendant: string, dir: string): string | null {
  const prefix = dir ? `${dir}/` : '';
  if (!descendant.startsWith(prefix)) return null;
  const first = descendant.slice(prefix.length).split('/')[0];
  return first ? `${prefix}${first}` : null;
}

function assertUnique(pairs: string[][], what: string): void {
  const seen = new Map<string, string>();
  for (const [key, file] of pairs) {
    const other = seen.get(key);
    if (other) throw new Error(`Duplicate ${what} "${key}" in ${other} and ${file}.`);
    seen.set(key, file);
  }
}
