import type { Parent, Root } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import type { Position } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { TOC_INLINE_ELEMENT } from './content-components';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';

/** A comment, or a start or end tag: `/` is group 1, the name group 2, a closing `/>` slash group 3. */
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w.:-]*)(?:\s(?:[^>"']|"[^"]*"|'[^']*')*?)?\s*(\/?)>/g;
/** Elements that have no end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements HTML closes by itself when the next one starts or their parent ends (`<li>`, `<td>`, `<p>`). */
const END_TAG_OPTIONAL = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'caption',
  'colgroup',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'option',
  'optgroup',
  'rt',
  'rp',
]);

interface OpenTag {
  name: string;
  position: Position;
}

/**
 * HTML a `.md` page opens and never closes: a browser puts everything after the tag inside the
 * element, so an unclosed `<details>` hides the rest of the page behind its summary, and an
 * unclosed `<div>` or `<b>` swallows it. HTML written as `<div />` is the same: the slash closes
 * only void elements (`<br />`). The tags of each Markdown container (the page, a list item, a
 * paragraph) must balance within it; what is left open at its end is reported at its start tag.
 * Runs on raw HTML before it is parsed (rehype-raw-html.ts), while the tags are still as written.
 */
export function reportUnclosedHtml(tree: Root, file: VFile): void {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const open: OpenTag[] = [];
    for (const child of (node as Parent).children) {
      if (child.type === 'raw' && child.position) read(child as Raw, open, file);
    }
    for (const tag of open) {
      if (END_TAG_OPTIONAL.has(tag.name)) continue;
      reportProblem(file, neverClosed(tag, sourceLocation(file, tag)), tag);
    }
  });
}

function read(raw: Raw, open: OpenTag[], file: VFile): void {
  for (const match of raw.value.matchAll(TAG)) {
    const [text, slash, written, selfClosing] = match;
    if (!written) continue;
    const name = written.toLowerCase();
    // A component (<Tabs>) or <TOCInline /> is reported, or drawn, as itself.
    if (/^[A-Z]/.test(written) || written.includes('.') || name === TOC_INLINE_ELEMENT) continue;
    if (slash) {
      const at = open.map((tag) => tag.name).lastIndexOf(name);
      if (at !== -1) open.splice(at);
      continue;
    }
    if (VOID.has(name)) continue;
    const position = positionIn(raw, match.index);
    if (selfClosing) {
      reportProblem(
        file,
        `The <${name} /> in ${sourceLocation(file, { position })} is not closed by its slash, which closes only elements that hold nothing (<br />, <img />), so everything after it would fall inside it: write ${text.replace(/\s*\/>$/, '>')}</${name}>.`,
        { position },
      );
      continue;
    }
    open.push({ name, position });
  }
}

function neverClosed(tag: OpenTag, where: string): string {
  if (tag.name === 'details') {
    return `The <details> in ${where} is never closed, so everything after it on the page would be hidden inside it until a reader opens it: add </details> after its content, on a line of its own with a blank line before it.`;
  }
  return `The <${tag.name}> in ${where} is never closed, so everything after it would fall inside it: add </${tag.name}> where it ends (inside the same list item, quote or paragraph as the start tag, with a blank line before it if Markdown comes between).`;
}

/** Where the text at `offset` of a raw node is in the file. */
function positionIn(raw: Raw, offset: number): Position {
  const start = raw.position!.start;
  const before = raw.value.slice(0, offset).split('\n');
  const line = start.line + before.length - 1;
  const column = before.length === 1 ? start.column + offset : before.at(-1)!.length + 1;
  return { start: { line, column }, end: { line, column } };
}
