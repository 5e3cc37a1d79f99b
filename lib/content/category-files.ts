import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { isMarkdown, toDisplayPath } from './files';
import { yamlLineFinder, type LineOf } from './source-lines';
import { categoryMetaSchema, schemaIssues, type CategoryMeta } from './schemas';

/** The names a folder's category file may have, in the order Docusaurus tries them. */
export const CATEGORY_FILE_NAMES = ['_category_.json', '_category_.yml', '_category_.yaml'] as const;

/** A folder's category file, read, with where it is for messages. */
export interface CategoryFile {
  meta: CategoryMeta;
  display: string;
  lineOf: LineOf;
}

/** Something wrong in a category file: the file, its line, and what to write. */
export interface CategoryFileProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * The category file of every docs folder that has one, keyed by folder (relative to the docs
 * folder, `guide/advanced`). Every folder holding docs, directly or in sub-folders, is a category;
 * as in Docusaurus a category file is optional, and a folder without one is a category named after
 * it (docs-sidebar.ts). Each problem of each file is returned, with its line.
 */
export function readCategoryFiles(
  docsDir: string,
  files: readonly string[],
): { categories: Map<string, CategoryFile>; problems: CategoryFileProblem[] } {
  const categories = new Map<string, CategoryFile>();
  const problems: CategoryFileProblem[] = [];
  for (const folder of docFolders(files)) {
    const present = CATEGORY_FILE_NAMES.filter((name) => fs.existsSync(path.join(docsDir, folder, name)));
    if (present.length === 0) continue;
    const abs = path.join(docsDir, folder, present[0]);
    if (present.length > 1) {
      // Docusaurus reads the first and ignores the rest without a word; here the author chooses.
      problems.push({
        file: toDisplayPath(abs),
        line: 1,
        message: `this folder also has ${present.slice(1).join(' and ')}, which would be ignored: keep one category file`,
      });
    }
    const read = readCategoryFile(abs);
    if ('meta' in read) categories.set(folder, read);
    else problems.push(...read.problems);
  }
  return { categories, problems };
}

/** Every folder that holds docs, at any depth, and every folder above one: each is a category. */
function docFolders(files: readonly string[]): string[] {
  const folders = new Set<string>();
  for (const rel of files.filter(isMarkdown)) {
    for (let dir = path.posix.dirname(rel); dir !== '.'; dir = path.posix.dirname(dir)) folders.add(dir);
  }
  return [...folders].sort();
}

function readCategoryFile(abs: string): CategoryFile | { problems: CategoryFileProblem[] } {
  const display = toDisplayPath(abs);
  const text = fs.readFileSync(abs, 'utf8');
  const json = abs.endsWith('.json');
  let data: unknown;
  if (json) {
    try {
      data = JSON.parse(text);
    } catch (error) {
      return {
        problems: [
          {
            file: display,
            line: jsonErrorLine(text, error as Error),
            message: `invalid JSON: ${(error as Error).message}`,
          },
        ],
      };
    }
  } else {
    const doc = YAML.parseDocument(text);
    if (doc.errors.length > 0) {
      return {
        problems: doc.errors.map((error) => ({
          file: display,
          line: error.linePos?.[0].line ?? 1,
          message: `invalid YAML: ${error.message.split('\n')[0]}`,
        })),
      };
    }
    // An empty file is a category with no settings, as `{}` is.
    data = doc.toJS() ?? {};
  }
  const lineOf = yamlLineFinder(text);
  const { data: meta, issues } = schemaIssues(categoryMetaSchema, data, lineOf, json ? 'json' : 'yaml');
  if (meta) return { meta, display, lineOf };
  return { problems: issues.map((issue) => ({ file: display, line: issue.line ?? 1, message: issue.message })) };
}

/** The line a JSON.parse error points at, from the character position it names. */
function jsonErrorLine(text: string, error: Error): number {
  const position = /position (\d+)/.exec(error.message);
  if (position) return text.slice(0, Number(position[1])).split('\n').length;
  const line = /line (\d+)/.exec(error.message);
  return line ? Number(line[1]) : 1;
}
