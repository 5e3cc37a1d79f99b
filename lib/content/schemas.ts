import { z } from 'zod';

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

/**
 * Validates `data` or throws an error naming the file and every failing field, so a bad
 * front matter stops the build with a message the author can act on.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, file: string, what: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
    return `  - field "${field}": ${issue.message}${keys}`;
  });
  return fail(`Invalid ${what} in ${file}:\n${problems.join('\n')}`);
}

function fail(message: string): never {
  throw new Error(message);
}
