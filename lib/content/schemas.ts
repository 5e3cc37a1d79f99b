import { z } from 'zod';
import type { LineOf } from './source-lines';
import { knownKeys, plainIssues } from './plain-issues';

const tocLevel = z.number().int().min(2).max(6);
/** A doc id in `pagination_prev`/`pagination_next`, or `null` for no link. */
const paginationTarget = z.string().trim().min(1).nullable();

/**
 * Front matter a docs page may carry: the fields Docusaurus 3 documents for docs, each honoured
 * (docs/authoring.md lists what each does). Fields that look like none of them are set aside first
 * as custom front matter (custom-front-matter.ts); the rest, typos included, meet this strict
 * schema, which names the nearest known field, so a typo never vanishes.
 */
export const docFrontMatterSchema = z
  .object({
    /** Replaces the file name in the doc id and, without a `slug`, in the URL. */
    id: z
      .string()
      .trim()
      .min(1)
      .refine(
        (id) => !id.includes('/'),
        'holds a "/": an id names the page within its folder; use `slug:` to serve it at another path',
      )
      .optional(),
    /** Optional: without it, the `# Heading` the page opens with (content-title.ts), as Docusaurus takes it. */
    title: z.string().trim().min(1).optional(),
    /** Optional: without it, the first paragraph's text (as Docusaurus does). */
    description: z.string().trim().min(1).optional(),
    keywords: z.array(z.string().min(1)).optional(),
    /** The URL: absolute (`/x/y`) or relative to the file's folder (`y`, `../y`). */
    slug: z.string().trim().min(1).optional(),
    sidebar_label: z.string().trim().min(1).optional(),
    sidebar_position: z.number().optional(),
    /** A class on the page's sidebar `<li>`. */
    sidebar_class_name: z.string().trim().min(1).optional(),
    hide_title: z.boolean().optional(),
    hide_table_of_contents: z.boolean().optional(),
    toc_min_heading_level: tocLevel.optional(),
    toc_max_heading_level: tocLevel.optional(),
    pagination_prev: paginationTarget.optional(),
    pagination_next: paginationTarget.optional(),
    /** Built and reachable by URL, but in no sidebar, search, sitemap or llms.txt, and `noindex`. */
    unlisted: z.boolean().optional(),
    draft: z.boolean().optional(),
    last_update: z
      .object({
        date: z
          .union([
            z.date(),
            z
              .string()
              .trim()
              .min(1)
              .refine((text) => !Number.isNaN(Date.parse(text)), 'is not a date; write it as 2026-01-31'),
          ])
          .optional(),
        author: z.string().trim().min(1).optional(),
      })
      .strict()
      .optional(),
    /** The social card image: relative to the page (as a Markdown image), a path under public/, or an absolute URL. */
    image: z.string().trim().min(1).optional(),
  })
  .strict()
  .refine((fm) => (fm.toc_min_heading_level ?? 2) <= (fm.toc_max_heading_level ?? 6), {
    path: ['toc_min_heading_level'],
    message: 'is above `toc_max_heading_level:`; the lowest level comes first (2 to 6)',
  });

export type DocFrontMatter = z.infer<typeof docFrontMatterSchema>;

/** The fields of docFrontMatterSchema, to tell a typo from a custom field. */
export const DOC_FRONT_MATTER_FIELDS: readonly string[] = knownKeys(docFrontMatterSchema, []);

/**
 * `link` in `_category_.json`, as Docusaurus reads it: the category's own generated index page
 * (its title, description and path may be set), or one of its docs as the category's page.
 */
const categoryLinkSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('generated-index'),
      title: z.string().trim().min(1).optional(),
      description: z.string().trim().min(1).optional(),
      slug: z.string().trim().min(1).optional(),
      keywords: z.array(z.string()).optional(),
      image: z.string().optional(),
    })
    .strict(),
  z.object({ type: z.literal('doc'), id: z.string().trim().min(1) }).strict(),
]);

/** A folder's category file (`_category_.json`, `.yml` or `.yaml`): every field Docusaurus 3 reads there, all optional. */
export const categoryMetaSchema = z
  .object({
    label: z.string().trim().min(1).optional(),
    position: z.number().optional(),
    description: z.string().trim().min(1).optional(),
    collapsed: z.boolean().optional(),
    collapsible: z.boolean().optional(),
    className: z.string().trim().min(1).optional(),
    // Docusaurus hands these to swizzled theme components only; the site's own components ignore them.
    customProps: z.record(z.string(), z.unknown()).optional(),
    key: z.string().trim().min(1).optional(),
    // null: no doc is the category's page, not even its index doc. Docusaurus then gives the
    // category no page; here it gets its generated index.
    link: categoryLinkSchema.nullable().optional(),
  })
  .strict();

export type CategoryMeta = z.infer<typeof categoryMetaSchema>;

/**
 * Front matter of a standalone Markdown page under content/pages. Both fields are optional, as for
 * a Docusaurus page: the title is then the `# Heading` the page opens with (content-title.ts), the
 * description its first paragraph.
 */
export const pageFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).optional(),
    description: z.string().trim().min(1).optional(),
  })
  .strict();

/** One schema problem: the field, its line when known, and what to do, in an author's words. */
export interface SchemaIssue {
  field: string;
  line?: number;
  message: string;
}

/**
 * Every problem `schema` finds in `data`, in plain words (lib/content/plain-issues.ts), with lines
 * from `lineOf` when the source text is known. `keyStyle` is how the file writes a field.
 */
export function schemaIssues<T>(
  schema: z.ZodType<T>,
  data: unknown,
  lineOf?: LineOf,
  keyStyle: 'yaml' | 'json' = 'yaml',
): { data?: T; issues: SchemaIssue[] } {
  const result = schema.safeParse(data);
  if (result.success) return { data: result.data, issues: [] };
  const issues = plainIssues(result.error.issues, data, schema, keyStyle).map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : '(root)',
    ...(lineOf ? { line: lineOf(issue.path) } : {}),
    message: issue.message,
  }));
  return { issues };
}

/**
 * A mistake in the content, not in the code: its message says everything (files, lines, what to
 * write), so it carries no stack trace for Next or Node to print after it.
 */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
    this.stack = message;
  }
}

/** `file:line: message` for each issue, one per line, indented under a heading. */
export function formatIssues(file: string, issues: readonly SchemaIssue[]): string[] {
  return issues.map((issue) => `  - ${file}${issue.line ? `:${issue.line}` : ''}: ${issue.message}`);
}

/**
 * Validates `data` or throws a ContentError naming the file and every failing field (with its
 * line when `lineOf` is given, as `file:line`), so a bad front matter stops the build, or shows in
 * the dev overlay, with a message the author can act on.
 */
export function parseOrThrow<T>(
  schema: z.ZodType<T>,
  data: unknown,
  file: string,
  what: string,
  lineOf?: LineOf,
  keyStyle: 'yaml' | 'json' = 'yaml',
): T {
  const { data: parsed, issues } = schemaIssues(schema, data, lineOf, keyStyle);
  if (issues.length === 0) return parsed as T;
  throw new ContentError(`Invalid ${what} in ${file}:\n${formatIssues(file, issues).join('\n')}`);
}
