import type { Code, Definition, Html, Image, Link, Nodes, Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { contentRoot } from './content/files';
import { contentTitle, type ContentTitle } from './content/content-title';
import { absoluteUrl } from './routes';
import { normaliseAdmonitionTitles } from './mdx/admonition-syntax';
import { COMPONENT_IMPORTS } from './mdx/content-components';
import { defaultImportName, readPartialFile, resolveMarkdownImport } from './mdx/partial-files';
import { remarkDocLinks, type LinkLookup } from './mdx/remark-doc-links';
import { remarkContentImages } from './mdx/remark-content-images';
import { remarkExampleFiles } from './mdx/remark-example-files';
import type { ParsedPage } from './mdx/compile-input';
import {
  admonitionEdit,
  applyEdits,
  continuationIndent,
  headingIdEdit,
  highlightCommentsEdit,
  indented,
  tabsMarkupEdit,
  type Edit,
} from './doc-markdown-edits';

/** What a Markdown copy of a page needs: the same source the HTML page compiles. */
export interface MarkdownSource {
  title: string;
  description?: string;
  /** URL path of the HTML page, e.g. `/agent/create-agent`. */
  path: string;
  sourcePath: string;
  body: string;
}

export interface DocMarkdownOptions {
  routesBySource: Map<string, string>;
  /** Source path of every doc -> its doc id, so links written by id resolve. */
  docIdsBySource?: Map<string, string>;
  /** Content folder holding images and examples; defaults to the site's content/. */
  contentRoot?: string;
  /** Told every question a link asks of the link tables (lib/mdx/remark-doc-links.ts). */
  onLinkLookup?: (lookup: LinkLookup) => void;
}

/**
 * The page as Markdown for readers and language models: title, description and URL, then the
 * author's own body, with what the HTML page shows instead of the syntax that makes it, found
 * through the Markdown AST and spliced into the source so everything else stays as written: links
 * to other docs and images become absolute URLs, example-file blocks carry the real file's
 * contents, partials their text, admonitions read as quotations (`> **Tip**`), headings lose their
 * `{#id}`, and the imports and `<TOCInline />` that only the site reads go. Given the tree the
 * page's compile parsed, a build makes the copy without parsing the page again (a copy was mostly
 * parsing), when that tree was read from the same text the copy reads.
 */
export function docMarkdown(page: MarkdownSource, options: DocMarkdownOptions, parsed?: ParsedPage): string {
  // A page that opens with its own `# Heading` shows that one, as the HTML page does, not its `title:`.
  const opening = contentTitle(page.body);
  const header = [
    `# ${opening?.markdown ?? page.title}`,
    page.description ? `> ${page.description}` : null,
    `URL: ${absoluteUrl(page.path)}`,
  ];
  // Titles after a space (`:::tip Title`) as remark-directive reads them; lines stay where they were.
  const source = normaliseAdmonitionTitles(page.body);
  // The copy reads a page as Markdown, so an MDX page's tree is not its own; nor is the tree of a
  // page whose `{#id}` headings the compile escaped for MDX (lib/mdx/heading-ids.ts): it parses those again.
  const reused =
    parsed?.format === 'md' &&
    parsed.source.length === parsed.bodyOffset + source.length &&
    parsed.source.endsWith(source)
      ? parsed
      : undefined;
  const body = markdownBody(page.sourcePath, reused ?? parsedSource(source), options, [page.sourcePath], opening);
  return `${header.filter(Boolean).join('\n\n')}\n\n${body.trim()}\n`;
}

/** The `.md` URL path of a page: `/agent/agent` -> `/agent/agent.md`, the home page -> `/index.md`. */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
}

/** An import line, as a `.md` or `.mdx` page writes it: the module is group 1. */
const IMPORT_STATEMENT = /\bimport\s+(?:[\w$*{}\s,]+?\s+from\s*)?["']([^"']+)["'];?/g;
/** `<TOCInline ... />`, which the copy leaves out: the reader has the headings themselves. */
const TOC_INLINE = /^<TOCInline\b[^>]*\/>$/;

/** `source` (admonition titles normalised) parsed as the copy reads Markdown. */
function parsedSource(source: string): ParsedPage {
  return {
    format: 'md',
    source,
    bodyOffset: 0,
    tree: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(source) as Root,
  };
}

/**
 * The body of `sourcePath` (a page, or a partial it includes: `chain` holds the files being
 * included, the page first) as the copy gives it, from its parsed text.
 */
function markdownBody(
  sourcePath: string,
  { source, bodyOffset, tree }: ParsedPage,
  options: DocMarkdownOptions,
  chain: string[],
  opening?: ContentTitle,
): string {
  const originalUrls = new Map<Nodes, string>();
  const exampleBlocks = new Set<Code>();
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') originalUrls.set(node, node.url);
    if (node.type === 'code' && node.meta && /(?:^|\s)file=/.test(node.meta)) exampleBlocks.add(node);
  });

  // The page compile reports broken links and images; here they are simply left as written.
  const file = new VFile({ path: sourcePath, value: source });
  file.data.pageSourcePath = chain[0];
  const root = options.contentRoot ?? contentRoot;
  remarkExampleFiles({ root })(tree, file);
  remarkContentImages({ root, onBrokenImage: () => {} })(tree, file);
  remarkDocLinks({
    routesBySource: options.routesBySource,
    docIdsBySource: options.docIdsBySource,
    root,
    onBrokenLink: () => {},
    onLookup: options.onLinkLookup,
  })(tree, file);

  const edits: Edit[] = [];
  // The heading the copy's header already shows (the text before it is blank lines, imports and comments).
  if (opening) edits.push(removal(source, bodyOffset + opening.start, bodyOffset + opening.end));
  const partials = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type === 'paragraph') edits.push(...importEdits(source, node, sourcePath, root, partials));
  }
  visit(tree, (node, index, parent) => {
    if (node.type === 'code' && exampleBlocks.has(node)) {
      const download = index !== undefined ? parent?.children[index + 1] : undefined;
      edits.push(exampleBlockEdit(source, node, download?.type === 'paragraph' ? download : undefined));
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const edit = urlEdit(source, node, originalUrls.get(node));
      if (edit) edits.push(edit);
    }
    const edit =
      node.type === 'heading'
        ? headingIdEdit(source, node)
        : node.type === 'containerDirective'
          ? admonitionEdit(source, node)
          : node.type === 'code' && !exampleBlocks.has(node)
            ? highlightCommentsEdit(source, node)
            : node.type === 'html' && parent?.type !== 'paragraph'
              ? (tabsMarkupEdit(source, node) ?? htmlEdit(source, node, partials, options, chain))
              : undefined;
    if (edit) edits.push(edit);
  });
  return applyEdits(source, edits);
}

/**
 * An import paragraph goes when everything it imports is a partial (kept in `partials`, by name)
 * or a component the site draws; anything else stays as written (the page build reports it).
 */
function importEdits(
  source: string,
  node: Paragraph,
  sourcePath: string,
  root: string,
  partials: Map<string, string>,
): Edit[] {
  const code = toString(node);
  if (!/^import\s/.test(code)) return [];
  const found = new Map<string, string>();
  for (const [statement, module] of code.matchAll(IMPORT_STATEMENT)) {
    if (Object.hasOwn(COMPONENT_IMPORTS, module)) continue;
    const resolved = resolveMarkdownImport(module, sourcePath, root);
    const name = defaultImportName(statement);
    if (!name || !('path' in resolved)) return [];
    found.set(name, resolved.path);
  }
  if (code.replace(IMPORT_STATEMENT, '').trim() !== '') return [];
  for (const [name, file] of found) partials.set(name, file);
  return [removal(source, node.position!.start.offset!, node.position!.end.offset!)];
}

/** A partial's use replaced by its text, and `<TOCInline />` taken out. */
function htmlEdit(
  source: string,
  node: Html,
  partials: Map<string, string>,
  options: DocMarkdownOptions,
  chain: string[],
): Edit | undefined {
  const value = node.value.trim();
  if (TOC_INLINE.test(value)) return removal(source, node.position!.start.offset!, node.position!.end.offset!);
  const files = value
    .split('\n')
    .map((line) => partials.get(/^<([A-Za-z_$][\w$]*)\s*\/>$/.exec(line.trim())?.[1] ?? ''));
  if (files.some((file) => file === undefined || chain.includes(file))) return undefined;
  const start = node.position!.start.offset!;
  const text = (files as string[])
    .map((file) =>
      markdownBody(file, parsedSource(normaliseAdmonitionTitles(readPartialFile(file).body)), options, [
        ...chain,
        file,
      ]).trim(),
    )
    .join('\n\n');
  return {
    start,
    end: node.position!.end.offset!,
    text: indented(text.split('\n'), continuationIndent(source, start)),
  };
}

/** Takes the block from `start` to `end` out, with the blank lines after it. */
function removal(source: string, start: number, end: number): Edit {
  return { start, end: end + (/^\n*/.exec(source.slice(end))?.[0].length ?? 0), text: '' };
}

function publicUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? absoluteUrl(url) : url;
}

/** Replaces the destination of a link, image or definition when it changed or is site-relative. */
function urlEdit(source: string, node: Link | Image | Definition, original: string | undefined): Edit | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (original === undefined || start === undefined || end === undefined) return null;
  const next = publicUrl(node.url);
  if (next === original) return null;
  const slice = source.slice(start, end);
  // The destination follows the label: `](` for links and images, `]:` for definitions.
  const labelEnd = slice.lastIndexOf(node.type === 'definition' ? ']:' : '](');
  const at = labelEnd === -1 ? -1 : slice.indexOf(original, labelEnd);
  if (at === -1) return null;
  return { start: start + at, end: start + at + original.length, text: next };
}

/** An example-file block as the page shows it: a titled fence with the file, then its download link. */
function exampleBlockEdit(source: string, node: Code, download: Paragraph | undefined): Edit {
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  // Inside a list or quote, continuation lines repeat the container's indent.
  const indent = continuationIndent(source, start);
  const longestRun = Math.max(2, ...(node.value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  let text = indented(
    [`${fence}${node.lang ?? ''}${node.meta ? ` ${node.meta}` : ''}`, ...node.value.split('\n'), fence],
    indent,
  );
  const link = download?.children[0];
  if (link?.type === 'link' && link.children[0]?.type === 'text') {
    text += `\n${indent}\n${indent}[${link.children[0].value}](${publicUrl(link.url)})`;
  }
  return { start, end, text };
}
