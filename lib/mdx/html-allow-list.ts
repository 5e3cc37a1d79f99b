import type { Schema } from 'hast-util-sanitize';

/**
 * The HTML a page may hold, as raw HTML in a `.md` page or as JSX in an `.mdx` page: each element
 * with the attributes it may carry (hast property names: `className` is `class` and `className`,
 * `colSpan` is `colspan`). Enough for what docs pages moved from Docusaurus write by hand;
 * everything else stops the build with a message (html-problems.ts), never vanishes.
 */
export const ALLOWED_HTML: Record<string, readonly string[]> = {
  // `markdown` (a kramdown hint Docusaurus pages carry) is admitted and then dropped (rehype-html-attributes.ts).
  details: ['open', 'markdown'],
  summary: ['markdown'],
  div: ['className'],
  span: ['className'],
  p: [],
  br: [],
  hr: [],
  kbd: [],
  sup: [],
  sub: [],
  code: [],
  em: [],
  strong: [],
  b: [],
  i: [],
  del: [],
  mark: [],
  abbr: [],
  // `target="_blank"` gets `rel="noopener noreferrer"` (rehype-html-attributes.ts).
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colSpan', 'rowSpan', 'scope'],
  td: ['colSpan', 'rowSpan'],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  blockquote: [],
  // Only from the hosts in siteConfig.content.allowedIframeHosts (html-problems.ts checks the host).
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowFullScreen', 'loading'],
};

/** Attributes any allowed element may carry: an anchor to link to, and a tooltip. */
const ON_ANY_ELEMENT = ['id', 'title'];

/** URL schemes a link or an image may use; a URL without one (`/page`, `./x.md`, `#id`) is always fine. */
const URL_SCHEMES = { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] };

/** The attributes allowed on an element, as an author writes them (`class`, `colspan`). */
export function allowedAttributes(tagName: string): string[] {
  const names = [...(ALLOWED_HTML[tagName] ?? []), ...ON_ANY_ELEMENT];
  return names.map((name) => (name === 'className' ? 'class' : name.toLowerCase()));
}

/**
 * The same list as a hast-util-sanitize schema, so the well-kept sanitiser decides what is unsafe
 * and html-problems.ts only says so. Nothing is clobbered: an author's `id` is the anchor other
 * pages link to. `script` and `style` go with their content; any other element not listed would
 * be unwrapped (its text kept, the element gone), which the build reports just the same.
 */
export const HTML_SCHEMA: Schema = {
  tagNames: Object.keys(ALLOWED_HTML),
  attributes: { ...ALLOWED_HTML, '*': ON_ANY_ELEMENT } as Schema['attributes'],
  protocols: URL_SCHEMES,
  strip: ['script', 'style'],
  ancestors: {},
  required: {},
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};
