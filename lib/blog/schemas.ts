import { z } from 'zod';
import { TAG_PAGES_BASE } from './paths';

/** Author and tag keys are URL segments (`/blog/authors/<key>`), so they stay lowercase and plain. */
const KEY = /^[a-z0-9][a-z0-9_-]*$/;
const KEY_RULE = 'use lowercase letters, digits, "-" and "_", starting with a letter or digit';

/** A YAML map keyed by author or tag key; a bad key is reported under its own name. */
function keyedMap<T extends z.ZodType>(entry: T) {
  return z.record(z.string().regex(KEY), entry, {
    error: (issue) => (issue.code === 'invalid_key' ? `this key is not valid: ${KEY_RULE}` : undefined),
  });
}

/** content/blog/authors.yml: each author once, referred to by key from a post's `authors`. */
export const authorsFileSchema = keyedMap(
  z
    .object({
      name: z.string().trim().min(1, 'a name is required'),
      title: z.string().trim().min(1, 'a title (role) is required'),
      url: z.url({ protocol: /^https?$/, error: 'an http(s) URL is required' }),
      /** Avatar: a path under public/ (e.g. `/img/authors/team.svg`) or an https URL. */
      image: z
        .string()
        .regex(/^(\/[^/]|https:\/\/)/, 'a path starting with "/" (a file under public/) or an https URL is required'),
      /** Structured data says Person or Organization; an author is a person unless stated. */
      type: z.enum(['person', 'organization']).optional(),
    })
    .strict(),
);

export type AuthorsFile = z.infer<typeof authorsFileSchema>;

/** content/blog/tags.yml: each tag once, referred to by key from a post's `tags`. */
export const tagsFileSchema = keyedMap(
  z
    .object({
      label: z.string().trim().min(1, 'a label is required'),
      /** Tag page path; defaults to `/blog/tags/blog/tags/<key>`, the form the spec requires. */
      permalink: z
        .string()
        .regex(
          new RegExp(`^${TAG_PAGES_BASE}/[a-z0-9][a-z0-9_-]*$`),
          `a path of the form ${TAG_PAGES_BASE}/<segment> is required`,
        )
        .optional(),
      description: z.string().trim().min(1, 'a one-sentence description is required'),
    })
    .strict(),
);

export type TagsFile = z.infer<typeof tagsFileSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** `2026-11-02` as YAML reads it (a Date) or as a quoted string; either must be a real day. */
const dateValue = z
  .union([z.date(), z.string()])
  .refine((value) => !Number.isNaN(toDate(value).getTime()), {
    error: (issue) => `"${String(issue.input)}" is not a date in YYYY-MM-DD form`,
  })
  .transform(toDate);

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  if (!ISO_DATE.test(value)) return new Date(NaN);
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  // `new Date('2026-02-31')` rolls over to March; a day that does not round-trip is not real.
  return value.length === 10 && date.toISOString().slice(0, 10) !== value ? new Date(NaN) : date;
}

/**
 * Front matter of a post, checked against the keys authors.yml and tags.yml define so a typo in
 * a key stops the build with the file, the field and the keys that exist.
 */
export function postFrontMatterSchema(
  authorKeys: string[],
  tagKeys: string[],
  files = { authors: 'authors.yml', tags: 'tags.yml' },
) {
  const knownKey = (kind: 'author' | 'tag', keys: string[], file: string) =>
    z.string().refine((key) => keys.includes(key), {
      error: (issue) => `unknown ${kind} key "${String(issue.input)}"; ${file} defines: ${keys.join(', ') || '(none)'}`,
    });
  return z
    .object({
      /** Optional: without it, the `# Heading` the post opens with (lib/content/content-title.ts), as Docusaurus takes it. */
      title: z.string().trim().min(1, 'a non-empty title is required').optional(),
      /** Optional: without it, the first paragraph's text, as Docusaurus takes it. */
      description: z.string().trim().min(1, 'a one-sentence description is required').optional(),
      /** Publication date; when absent, the `YYYY-MM-DD-` prefix of the file name is used. */
      date: dateValue.optional(),
      authors: z.array(knownKey('author', authorKeys, files.authors)).min(1, 'at least one author key is required'),
      tags: z.array(knownKey('tag', tagKeys, files.tags)).optional(),
      /** URL segment after /blog/; defaults to the file name without its date prefix. */
      slug: z
        .string()
        .regex(/^[a-z0-9][a-z0-9_-]*$/, 'use lowercase letters, digits, "-" and "_" (one URL segment)')
        .optional(),
      keywords: z.array(z.string().min(1)).optional(),
      draft: z.boolean().optional(),
    })
    .strict();
}

export type PostFrontMatter = z.infer<ReturnType<typeof postFrontMatterSchema>>;
