import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';
import { authorsFileSchema, postFrontMatterSchema, tagsFileSchema } from '../../../lib/blog/schemas';
import { docAddress } from '../../../lib/url-rules';
import { isMarkdown, listFiles, readMarkdownFile, toDisplayPath, type MarkdownFile } from '../../../lib/content/files';
import {
  DOC_FRONT_MATTER_FIELDS,
  docFrontMatterSchema,
  pageFrontMatterSchema,
  schemaIssues,
} from '../../../lib/content/schemas';
import { readCategoryFiles } from '../../../lib/content/category-files';
import { categoryLinkProblems } from '../../../lib/content/docs-sidebar';
import { customFieldNote, splitCustomFields } from '../../../lib/content/custom-front-matter';
import { yamlLineFinder, type LineOf } from '../../../lib/content/source-lines';
import { imageProblem } from '../../../lib/content/doc-page-options';
import { missingTitle, type TitledKind } from '../../../lib/content/content-title';
import { paginationTargetProblems, type PaginationSource } from '../../../lib/content/doc-pagination-targets';
import { lineInMessage, type ContentProblem } from './content-problem';

/** What the schema pass learns besides problems: the pages to read further and where docs are served. */
export interface ContentFiles {
  problems: ContentProblem[];
  /** Things worth knowing that fail nothing: the custom front matter fields kept. */
  notes: ContentProblem[];
  /** Every Markdown file whose text could be read (docs, blog posts, standalone pages). */
  pages: MarkdownFile[];
  /** Absolute source path of each doc -> its URL path, as links between pages resolve. */
  routesBySource: Map<string, string>;
  /** Absolute source path of each doc -> its doc id, for links written by doc id. */
  docIdsBySource: Map<string, string>;
}

/**
 * Front matter of every docs page, blog post and standalone page, each docs folder's category
 * file, and the blog's authors.yml and tags.yml, against the schemas and readers the build uses,
 * every problem with its line: unlike the build, a first problem does not hide the rest.
 */
export function checkFrontMatter(root: string): ContentFiles {
  const out: ContentFiles = {
    problems: [],
    notes: [],
    pages: [],
    routesBySource: new Map(),
    docIdsBySource: new Map(),
  };
  const docsDir = path.join(root, 'docs');
  const docFiles = listFiles(docsDir);
  const idFiles = new Map<string, string>();
  const paginations: PaginationSource[] = [];
  for (const rel of docFiles.filter(isMarkdown)) {
    const file = readPage(path.join(docsDir, rel), out);
    if (!file) continue;
    const { checked, custom } = splitCustomFields(file.data, DOC_FRONT_MATTER_FIELDS);
    for (const name of Object.keys(custom))
      out.notes.push({ file: file.displayPath, line: file.lineOf([name]), message: customFieldNote(name) });
    const fm = validate(docFrontMatterSchema, checked, file.displayPath, file.lineOf, out.problems);
    checkTitle('doc', file, out.problems);
    // Links still resolve when the front matter is wrong: take what can be read of id and slug.
    const { id: rawId, slug } = file.data;
    const { id, path: docPath } = docAddress(rel, {
      id: typeof rawId === 'string' && !rawId.includes('/') ? rawId : undefined,
      slug: typeof slug === 'string' ? slug : undefined,
    });
    const other = idFiles.get(id);
    if (other)
      out.problems.push({
        file: file.displayPath,
        line: file.lineOf(['id']),
        message: `the doc id "${id}" is also ${other}'s: give one of them another \`id:\` or file name`,
      });
    idFiles.set(id, file.displayPath);
    out.routesBySource.set(file.absPath, docPath);
    out.docIdsBySource.set(file.absPath, id);
    const imageIssue = fm?.image ? imageProblem(fm.image, file.absPath, root) : undefined;
    if (imageIssue) out.problems.push({ file: file.displayPath, line: file.lineOf(['image']), message: imageIssue });
    paginations.push({
      id,
      sourcePath: file.absPath,
      displayPath: file.displayPath,
      paginationPrev: fm?.pagination_prev,
      paginationNext: fm?.pagination_next,
    });
  }
  out.problems.push(...paginationTargetProblems(paginations));
  const { categories, problems: categoryProblems } = readCategoryFiles(docsDir, docFiles);
  const docs = [...out.docIdsBySource].map(([sourcePath, id]) => ({ id, sourcePath }));
  out.problems.push(...categoryProblems, ...categoryLinkProblems(categories, docs));
  for (const rel of listFiles(path.join(root, 'pages')).filter(isMarkdown)) {
    const file = readPage(path.join(root, 'pages', rel), out);
    if (!file) continue;
    validate(pageFrontMatterSchema, file.data, file.displayPath, file.lineOf, out.problems);
    checkTitle('page', file, out.problems);
  }
  checkBlog(path.join(root, 'blog'), out);
  return out;
}

function readPage(absPath: string, out: ContentFiles): MarkdownFile | undefined {
  try {
    const file = readMarkdownFile(absPath);
    out.pages.push(file);
    return file;
  } catch (error) {
    const message = (error as Error).message;
    out.problems.push({ file: toDisplayPath(absPath), line: lineInMessage(message.replace(/^[^:]*: /, '')), message });
    return undefined;
  }
}

/** A file with neither `title:` nor an opening `# Heading`, as the build reports it (lib/content/content-title.ts). */
function checkTitle(kind: TitledKind, file: MarkdownFile, problems: ContentProblem[]): void {
  const untitled = missingTitle(kind, file);
  if (untitled) problems.push({ file: file.displayPath, ...untitled });
}

function validate<T>(
  schema: z.ZodType<T>,
  data: unknown,
  file: string,
  lineOf: LineOf,
  problems: ContentProblem[],
  keyStyle: 'yaml' | 'json' = 'yaml',
): T | undefined {
  const result = schemaIssues(schema, data, lineOf, keyStyle);
  for (const issue of result.issues) problems.push({ file, line: issue.line ?? 1, message: issue.message });
  return result.data;
}

function checkBlog(blogDir: string, out: ContentFiles): void {
  const posts = listFiles(blogDir).filter((rel) => isMarkdown(rel) && !rel.includes('/') && !rel.startsWith('_'));
  if (posts.length === 0) return;
  const authors = readKeyedYaml(path.join(blogDir, 'authors.yml'), authorsFileSchema, 'author', out.problems);
  const tags = readKeyedYaml(path.join(blogDir, 'tags.yml'), tagsFileSchema, 'tag', out.problems);
  const schema = postFrontMatterSchema(authors, tags, {
    authors: toDisplayPath(path.join(blogDir, 'authors.yml')),
    tags: toDisplayPath(path.join(blogDir, 'tags.yml')),
  });
  for (const rel of posts) {
    const file = readPage(path.join(blogDir, rel), out);
    if (!file) continue;
    validate(schema, file.data, file.displayPath, file.lineOf, out.problems);
    checkTitle('post', file, out.problems);
  }
}

/** The keys of authors.yml or tags.yml (those that parse), so posts can be checked against them. */
function readKeyedYaml(
  abs: string,
  schema: z.ZodType<Record<string, unknown>>,
  what: string,
  problems: ContentProblem[],
): string[] {
  const display = toDisplayPath(abs);
  if (!fs.existsSync(abs)) {
    problems.push({ file: display, line: 1, message: `missing: posts name their ${what}s by key from this file` });
    return [];
  }
  const text = fs.readFileSync(abs, 'utf8');
  const doc = YAML.parseDocument(text);
  if (doc.errors.length > 0) {
    for (const error of doc.errors)
      problems.push({
        file: display,
        line: error.linePos?.[0].line ?? 1,
        message: `invalid YAML: ${error.message.split('\n')[0]}`,
      });
    return [];
  }
  const data = doc.toJS() ?? {};
  validate(schema, data, display, yamlLineFinder(text), problems);
  return typeof data === 'object' ? Object.keys(data) : [];
}
