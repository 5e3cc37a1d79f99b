import fs from 'node:fs';
import path from 'node:path';
import type { Code, Heading, Root as MdastRoot, Nodes } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { ADMONITION_TYPES, admonitionType, type AdmonitionLook } from '@/lib/mdx/admonition-types';
import { mapProseLines } from '@/lib/mdx/markdown-lines';

/**
 * What a reader of a Docusaurus 3 page should find on it, counted from its source as Docusaurus
 * reads it: every .md and .mdx file as MDX (its default `markdown.format`), with GFM and
 * directives. This is the test's oracle, so it shares no parsing code with the site's pipeline:
 * only the type-to-look table (which look each admonition type borrows) and the fence-aware
 * line walk.
 */
export interface ConstructCounts {
  /** Admonitions by the look they render with (`caution` is a `warning`). */
  admonitions: Record<AdmonitionLook, number>;
  /** Admonitions titled by the author rather than after their type. */
  admonitionTitles: number;
  details: number;
  /** Tab sets: each `<Tabs>` and each npm2yarn block (npm, Yarn and pnpm tabs). */
  tabs: number;
  tabItems: number;
  partials: number;
  headings: number;
  explicitHeadingIds: number;
  links: number;
  docIdLinks: number;
  codeBlocks: number;
  highlightedLines: number;
  tables: number;
  images: number;
}

/** The counts plus what the rendered side needs to recognise the constructs it cannot see by markup alone. */
export interface SourceFacts {
  counts: ConstructCounts;
  /** Every word a reader should see, once per occurrence. */
  words: string[];
  /** The text of each link written by doc id, to find it among the rendered links. */
  docIdLinkTexts: string[];
  explicitIds: string[];
  /** Each partial used: its first words, to find where its text landed, and how often it is used. */
  partialUses: { file: string; signature: string[]; uses: number }[];
  /** Whether the page has footnotes, which GFM lists under a heading of their own. */
  footnotes?: boolean;
  /** Level-1 headings (`# Title`) in the Markdown. */
  titleHeadings: number;
  /** The level of the page's first heading: Docusaurus draws the front matter title only when it is not 1. */
  firstHeadingDepth?: number;
}

export const emptyCounts = (): ConstructCounts => ({
  admonitions: { note: 0, tip: 0, info: 0, warning: 0, danger: 0 },
  admonitionTitles: 0,
  details: 0,
  tabs: 0,
  tabItems: 0,
  partials: 0,
  headings: 0,
  explicitHeadingIds: 0,
  links: 0,
  docIdLinks: 0,
  codeBlocks: 0,
  highlightedLines: 0,
  tables: 0,
  images: 0,
});

const DEFAULT_TITLES = new Set(Object.values(ADMONITION_TYPES).map((type) => type.label));
/** `:::type Title`, the title after a space, which Docusaurus 3 still reads as `:::type[Title]`. */
const SPACED_TITLE = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/;
/** `{#id}` ending a heading, which Docusaurus takes off MDX's hands before parsing. */
const EXPLICIT_ID = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{#([\w-]+)\}[ \t]*$/;
/** The escaped `{#id}` as it reads in a heading's text. */
const ID_TEXT = /\s*\{#[\w-]+\}\s*$/;
/** The MDX comment spelling of an explicit id: the comment holds only `#id`. */
const ID_COMMENT = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/;
/** A highlight comment in any comment syntax: `// highlight-next-line`, `<!-- highlight-start -->`. */
const MAGIC_COMMENT = /^\s*(?:\/\/|#|--|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const WORD = /[\p{L}\p{N}]+/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Counts a page's body (front matter removed); `sourcePath` locates the partials it imports. */
export function sourceFacts(body: string, sourcePath: string): SourceFacts {
  const facts: SourceFacts = {
    counts: emptyCounts(),
    words: [],
    docIdLinkTexts: [],
    explicitIds: [],
    partialUses: [],
    titleHeadings: 0,
  };
  // What Docusaurus reads but MDX alone would not: the spaced title; `{#id}`, kept as text
  // (escaped) and taken off the heading below; HTML comments, which Docusaurus 3 lets MDX pages keep.
  const prepared = mapProseLines(body, (line) =>
    line
      .replace(
        SPACED_TITLE,
        (_, colons: string, type: string, title: string) => `${colons}${type}[${title.replace(/[[\]]/g, '\\$&')}]`,
      )
      .replace(EXPLICIT_ID, '$1 \\{#$2}')
      .replaceAll('<!--', '{/*')
      .replaceAll('-->', '*/}'),
  );
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(prepared);
  const partials = importedPartials(tree, sourcePath);
  walk(tree, facts, partials);
  return facts;
}

type Partials = Map<string, string>;

/** `import Name from './_name.md'`: the name a page uses the partial by, and its file. */
function importedPartials(tree: MdastRoot, sourcePath: string): Partials {
  const partials: Partials = new Map();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(
      /import\s+(\w+)\s+from\s+['"](\.{1,2}\/(?:[^'"]*\/)?_[^'"/]+\.mdx?)['"]/g,
    )) {
      partials.set(match[1], path.resolve(path.dirname(sourcePath), match[2]));
    }
  }
  return partials;
}

function walk(node: Nodes, facts: SourceFacts, partials: Partials): void {
  const { counts } = facts;
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return;
    case 'text':
      facts.words.push(...wordsOf(node.value.replace(ID_TEXT, '')));
      return;
    case 'inlineCode':
      facts.words.push(...wordsOf(node.value));
      return;
    case 'code':
      countCode(node, facts);
      return;
    case 'heading': {
      counts.headings += 1;
      if (node.depth === 1) facts.titleHeadings += 1;
      facts.firstHeadingDepth ??= node.depth;
      const id = explicitId(node);
      if (id) {
        counts.explicitHeadingIds += 1;
        facts.explicitIds.push(id);
      }
      break;
    }
    case 'containerDirective': {
      const type = admonitionType(node.name);
      if (type) counts.admonitions[type.look] += 1;
      const label = node.children.find((child) => child.type === 'paragraph' && child.data?.directiveLabel);
      if (label && !DEFAULT_TITLES.has(toString(label).trim())) counts.admonitionTitles += 1;
      break;
    }
    case 'link':
    case 'linkReference':
      counts.links += 1;
      if (node.type === 'link' && isDocIdLink(node.url)) {
        counts.docIdLinks += 1;
        facts.docIdLinkTexts.push(toString(node).trim());
      }
      break;
    case 'footnoteReference':
      counts.links += 1;
      return;
    case 'footnoteDefinition':
      // GFM draws the definitions under a "Footnotes" heading, each with a link back to its reference.
      if (!facts.footnotes) counts.headings += 1;
      facts.footnotes = true;
      counts.links += 1;
      break;
    case 'image':
    case 'imageReference':
      counts.images += 1;
      return;
    case 'table':
      counts.tables += 1;
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (countElement(node, facts, partials)) return;
      break;
  }
  if ('children' in node) for (const child of node.children) walk(child as Nodes, facts, partials);
}

/** The id a heading chooses itself, in either spelling. */
function explicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type === 'mdxTextExpression') return ID_COMMENT.exec(last.value)?.[1];
  if (last?.type === 'text') return /\{#([\w-]+)\}\s*$/.exec(last.value)?.[1];
  return undefined;
}

/** Counts a JSX element; true for a partial, whose content it has counted already. */
function countElement(node: MdxJsxFlowElement | MdxJsxTextElement, facts: SourceFacts, partials: Partials): boolean {
  const { counts } = facts;
  const name = node.name ?? '';
  const partial = partials.get(name);
  if (partial) {
    counts.partials += 1;
    const included = sourceFacts(fs.readFileSync(partial, 'utf8'), partial);
    addCounts(counts, included.counts);
    facts.words.push(...included.words);
    facts.docIdLinkTexts.push(...included.docIdLinkTexts);
    facts.titleHeadings += included.titleHeadings;
    const known = facts.partialUses.find((use) => use.file === partial);
    if (known) known.uses += 1;
    else facts.partialUses.push({ file: partial, signature: included.words.slice(0, 8), uses: 1 });
    return true;
  }
  if (name === 'details') counts.details += 1;
  if (name === 'Tabs') counts.tabs += 1;
  if (name === 'TabItem') {
    counts.tabItems += 1;
    const label = node.attributes.find(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'label',
    );
    if (typeof label?.value === 'string') facts.words.push(...wordsOf(label.value));
  }
  if (name === 'table') counts.tables += 1;
  if (name === 'img') counts.images += 1;
  if (name === 'a') counts.links += 1;
  return false;
}

/** A fence: one block, or three for npm2yarn (npm, Yarn, pnpm), each with the fence's highlighted lines. */
function countCode(node: Code, facts: SourceFacts): void {
  const { counts } = facts;
  const meta = node.meta ?? '';
  const copies = /(^|\s)npm2yarn(\s|$)/.test(meta) ? 3 : 1;
  if (copies === 3) {
    counts.tabs += 1;
    counts.tabItems += 3;
  }
  let highlighted = 0;
  let inRange = false;
  const shown: string[] = [];
  for (const line of node.value.split('\n')) {
    const magic = MAGIC_COMMENT.exec(line);
    if (magic) {
      if (magic[1] === 'next-line') highlighted += 1;
      inRange = magic[1] === 'start';
      continue;
    }
    if (inRange) highlighted += 1;
    shown.push(line);
  }
  highlighted += metaRangeLines(meta);
  counts.codeBlocks += copies;
  counts.highlightedLines += highlighted * copies;
  facts.words.push(...wordsOf(shown.join('\n')));
}

/** Lines named by `{1,4-6}` in a fence's meta. */
function metaRangeLines(meta: string): number {
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  if (!ranges) return 0;
  return ranges.split(',').reduce((sum, part) => {
    const [from, to = from] = part.trim().split('-').map(Number);
    return sum + (to - from + 1);
  }, 0);
}

/** A link written as Docusaurus resolves by doc id: relative, and not to a Markdown file. */
function isDocIdLink(url: string): boolean {
  const target = url.split('#')[0].split('?')[0];
  return target !== '' && !EXTERNAL.test(target) && !target.startsWith('/') && !/\.mdx?$/.test(target);
}

export function addCounts(into: ConstructCounts, more: ConstructCounts): void {
  for (const key of Object.keys(into) as (keyof ConstructCounts)[]) {
    if (key === 'admonitions')
      for (const look of Object.keys(into.admonitions) as AdmonitionLook[])
        into.admonitions[look] += more.admonitions[look];
    else into[key] += more[key];
  }
}
