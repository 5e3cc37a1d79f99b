import type { Element, Nodes, Root } from 'hast';
import { raw } from 'hast-util-raw';
import { toString } from 'hast-util-to-string';
import { ADMONITION_TYPES, isAdmonitionLook } from '@/lib/mdx/admonition-types';
import { emptyCounts, wordsOf, type ConstructCounts, type SourceFacts } from './source-constructs';

/**
 * The same constructs counted in a page as the docs route renders it, by the markup the site
 * emits for each: `aside.admonition-<look>` with a `p.admonition-title`, `<details>`, the
 * WAI-ARIA roles of tabs (`tablist`, `tabpanel`), headings with an id, `<a>` (less the heading
 * anchors and TOCInline's list), `<pre>`, lines marked `highlighted`, `<table>`, `<img>`. A
 * partial has no markup of its own: its use is found by its first words in the page's text; a
 * link by doc id, by its text on a link that reached a page.
 */
export interface RenderedPage {
  counts: ConstructCounts;
  words: string[];
  /** Syntax shown to the reader as text: `:::`, a component tag, `{#id}`, an import line. */
  rawSyntax: string[];
}

const DEFAULT_TITLES = new Set(Object.values(ADMONITION_TYPES).map((type) => type.label));
const RAW_SYNTAX = /(?:^|\n)\s*:{3}[a-z]*|<\/?[A-Z][A-Za-z]*[\s/>]|\{#[\w-]+\}|(?:^|\n)\s*import\s+\w+\s+from\s/g;

/** Reads the page's Markdown body: the `div.markdown` of the docs route's HTML. */
export function renderedPage(pageHtml: string, source: SourceFacts): RenderedPage {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: pageHtml }] } as Root) as Root;
  const body = find(tree, (node) => hasClass(node, 'markdown'));
  if (!body) throw new Error('The page has no div.markdown: the docs route did not render a Markdown body.');
  const counts = emptyCounts();
  const prose: string[] = [];
  const anchors: Element[] = [];
  const ids: string[] = [];
  visitElements(body, (node) => {
    const look = /^admonition-([a-z]+)$/.exec(
      classes(node).find(
        (name) => name.startsWith('admonition-') && name !== 'admonition-title' && name !== 'admonition-icon',
      ) ?? '',
    )?.[1];
    if (node.tagName === 'aside' && look && isAdmonitionLook(look)) counts.admonitions[look] += 1;
    if (hasClass(node, 'admonition-title') && !DEFAULT_TITLES.has(toString(node).trim())) counts.admonitionTitles += 1;
    if (node.tagName === 'details') counts.details += 1;
    if (node.properties.role === 'tablist') counts.tabs += 1;
    if (node.properties.role === 'tabpanel') counts.tabItems += 1;
    if (/^h[1-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
      counts.headings += 1;
      ids.push(node.properties.id);
    }
    if (node.tagName === 'pre') counts.codeBlocks += 1;
    if (hasClass(node, 'highlighted')) counts.highlightedLines += 1;
    if (node.tagName === 'table') counts.tables += 1;
    if (node.tagName === 'img') counts.images += 1;
    if (hasClass(node, 'toc-inline')) return 'skip';
    if (node.tagName === 'a' && !hasClass(node, 'hash-link')) anchors.push(node);
    return undefined;
  });
  counts.links = anchors.length;
  counts.explicitHeadingIds = source.explicitIds.filter((id) => ids.includes(id)).length;
  counts.docIdLinks = docIdLinksReached(anchors, source.docIdLinkTexts);
  const words = textOf(body, prose);
  counts.partials = source.partialUses.reduce(
    (sum, use) => sum + Math.min(use.uses, occurrences(words, use.signature)),
    0,
  );
  return {
    counts,
    words,
    rawSyntax:
      prose
        .join('\n')
        .match(RAW_SYNTAX)
        ?.map((found) => found.trim()) ?? [],
  };
}

/** Source words the rendered page has fewer of than the source: text that vanished. */
export function lostWords(sourceWords: string[], renderedWords: string[]): string[] {
  const left = new Map<string, number>();
  for (const word of renderedWords) left.set(word, (left.get(word) ?? 0) + 1);
  return sourceWords.filter((word) => {
    const count = left.get(word) ?? 0;
    left.set(word, count - 1);
    return count <= 0;
  });
}

/** Links written by doc id that became links to a page: each source text matched once, to a link whose href is a path. */
function docIdLinksReached(anchors: Element[], texts: string[]): number {
  const unused = anchors.filter((a) => typeof a.properties.href === 'string' && a.properties.href.startsWith('/'));
  let reached = 0;
  for (const text of texts) {
    const at = unused.findIndex((a) => toString(a).trim() === text);
    if (at === -1) continue;
    unused.splice(at, 1);
    reached += 1;
  }
  return reached;
}

/** The words of the body, element boundaries splitting words as a browser's layout does, except inside code; prose text (outside code) is collected apart. */
function textOf(body: Element, prose: string[]): string[] {
  const parts: string[] = [];
  const read = (node: Nodes, inCode: boolean) => {
    if (node.type === 'text') {
      parts.push(node.value);
      if (!inCode) prose.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    const code = inCode || (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'code'));
    if (!inCode) parts.push(' ');
    for (const child of node.children) read(child as Nodes, code);
    if (!inCode) parts.push(' ');
  };
  read(body, false);
  return wordsOf(parts.join(''));
}

function occurrences(words: string[], signature: string[]): number {
  if (signature.length === 0) return 0;
  let count = 0;
  for (let i = 0; i + signature.length <= words.length; i += 1) {
    if (signature.every((word, j) => words[i + j] === word)) count += 1;
  }
  return count;
}

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Nodes, name: string): boolean {
  return node.type === 'element' && classes(node).includes(name);
}

function find(node: Nodes, test: (node: Nodes) => boolean): Element | undefined {
  if (test(node)) return node as Element;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = find(child as Nodes, test);
    if (found) return found;
  }
  return undefined;
}

function visitElements(node: Element, each: (node: Element) => 'skip' | undefined): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (each(child) === 'skip') continue;
    visitElements(child, each);
  }
}
