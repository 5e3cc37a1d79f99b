import type { Code, Definition, Image, Link, Nodes, Paragraph, Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { contentRoot } from './content/files';
import { absoluteUrl } from './routes';
import { remarkDocLinks } from './mdx/remark-doc-links';
import { remarkContentImages } from './mdx/remark-content-images';
import { remarkExampleFiles } from './mdx/remark-example-files';

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
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The page as Markdown for readers and language models: title, description and URL, then the
 * author's own body with three changes the HTML page also makes, found through the Markdown AST
 * and spliced into the source so everything else stays exactly as written: links to other docs
 * and images become absolute URLs, and example-file blocks carry the real file's contents.
 */
export function docMarkdown(page: MarkdownSource, options: DocMarkdownOptions): string {
  const header = [`# ${page.title}`, page.description ? `> ${page.description}` : null, `URL: ${absoluteUrl(page.path)}`];
  return `${header.filter(Boolean).join('\n\n')}\n\n${rewriteBody(page, options).trim()}\n`;
}

/** The `.md` URL path of a page: `/agent/agent` -> `/agent/agent.md`, the home page -> `/index.md`. */
export function markdownPath(path: string): string {
  return path === '/' ? '/index.md' : `${path.replace(/\/$/, '')}.md`;
}

function rewriteBody(page: MarkdownSource, options: DocMarkdownOptions): string {
  const source = page.body;
  const tree = unified().use(remarkParse).use(remarkGfm).parse(source) as Root;
  const originalUrls = new Map<Nodes, string>();
  const exampleBlocks = new Set<Code>();
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') originalUrls.set(node, node.url);
    if (node.type === 'code' && node.meta && /(?:^|\s)file=/.test(node.meta)) exampleBlocks.add(node);
  });

  // The page compile reports broken links and images; here they are simply left as written.
  const file = new VFile({ path: page.sourcePath, value: source });
  const root = options.contentRoot ?? contentRoot;
  remarkExampleFiles({ root })(tree, file);
  remarkContentImages({ root, onBrokenImage: () => {} })(tree, file);
  remarkDocLinks({ routesBySource: options.routesBySource, docIdsBySource: options.docIdsBySource, onBrokenLink: () => {} })(tree, file);

  const edits: Edit[] = [];
  visit(tree, (node, index, parent) => {
    if (node.type === 'code' && exampleBlocks.has(node)) {
      const download = index !== undefined ? parent?.children[index + 1] : undefined;
      edits.push(exampleBlockEdit(source, node, download?.type === 'paragraph' ? download : undefined));
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const edit = urlEdit(source, node, originalUrls.get(node));
      if (edit) edits.push(edit);
    }
  });
  return applyEdits(source, edits);
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
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  // Inside a list or quote, continuation lines repeat the container's indent.
  const indent = source.slice(lineStart, start).replace(/[^\s>]/g, ' ');
  const longestRun = Math.max(2, ...(node.value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const lines = [`${fence}${node.lang ?? ''}${node.meta ? ` ${node.meta}` : ''}`, ...node.value.split('\n'), fence];
  let text = lines.join(`\n${indent}`);
  if (indent) text = text.replace(/[ \t]+$/gm, '');
  const link = download?.children[0];
  if (link?.type === 'link' && link.children[0]?.type === 'text') {
    text += `\n${indent}\n${indent}[${link.children[0].value}](${publicUrl(link.url)})`;
  }
  return { start, end, text };
}

function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}
