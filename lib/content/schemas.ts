import { z } from 'zod';
import type { LineOf } from './source-lines';

/** Front matter a docs page may carry; unknown fields are rejected so typos surface. */
export const docFrontMatterSchema = z
  .object({
    id: z.string().regex(/^[\w-]+$/, 'use letters, digits, "-" and "_" only').optional(),
    title: z.string().trim().min(1, 'a non-empty title is required'),
    sidebar_label: z.string().trim().min(1).optional(),
    sidebar_position: z.number().optional(),
    description: z.string().trim().min(1, 'a one-sentence description is required'),
    keywords: z.array(z.string().min(1)).optional(),
    slug: z.string().startsWith('/', 'a slug starts with "/"').optional(),
    draft: z.boolean().optional(),
  })
  .strict();

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

/** `_category_.json` in a docs folder. */
export const categoryMetaSchema = z
  .object({
    label: z.string().trim().min(1),
    position: z.number().optional(),
    description: z.string().trim().min(1, 'a one-sentence description is required'),
    collapsed: z.boolean().optional(),
  })
  .strict();

export type CategoryMeta = z.infer<typeof categoryMetaSchema>;

/** Front matter of a standalone Markdown page under content/pages. */
export const pageFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
  })
  .strict();

/** One schema problem: the field, its line when known, and what is wrong. */
export interface SchemaIssue {
  field: string;
  line?: number;
  message: string;
}

/** Every problem `schema` finds in `data`, with lines from `lineOf` when the source text is known. */
export function schemaIssues<T>(schema: z.ZodType<T>, data: unknown, lineOf?: LineOf): { data?: T; issues: SchemaIssue[] } {
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data, issues: [] };
  const issues = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    // An unknown key is reported on its parent: point at the key itself.
    const at = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    return { field, ...(lineOf ? { line: lineOf(at) } : {}), message: `${issue.message}${keys}` };
  });
  return { issues };
}

/**
 * Validates `data` or throws an error naming the file and every failing field (with its line
 * when `lineOf` is given, as `file:line`), so a bad front matter stops the build, or shows in
 * the dev overlay, with a message the author can act on.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, file: string, what: string, lineOf?: LineOf): T {
  const { data: parsed, issues } = schemaIssues(schema, data, lineOf);
  if (issues.length === 0) return parsed as T;
  const problems = issues.map((issue) => `  - ${issue.line ? `${file}:${issue.line}: ` : ''}field "${issue.field}": ${issue.message}`);
  return fail(`Invalid ${what} in ${file}:\n${problems.join('\n')}`);
}

function fail(message: string): never {
  throw new Error(message);
}
