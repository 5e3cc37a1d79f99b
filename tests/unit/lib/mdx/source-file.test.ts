import path from 'node:path';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { bodyOffsetOf, contentSourceFile, markOrigin, originOf, sourceLocation } from '@/lib/mdx/source-file';

const page = path.join(process.cwd(), 'content/docs/guide/page.md');
const partial = path.join(process.cwd(), 'content/docs/guide/_steps.md');
const parse = (markdown: string) => unified().use(remarkParse).parse(markdown) as Root;

describe('a page body as the Markdown pipelines read it', () => {
  it("is placed at the body's own lines, so positions are lines of the file", () => {
    // Front matter of three lines and its closing fence: the body starts on line 5.
    const file = contentSourceFile({ sourcePath: page, body: 'First line.\n\n## Heading\n', bodyStartLine: 5 });
    const heading = parse(String(file)).children.find((node) => node.type === 'heading');
    expect(heading?.position?.start).toMatchObject({ line: 7, column: 1 });
    expect(file.path).toBe(page);
  });

  it('starts at line 1 when the page has no front matter', () => {
    expect(String(contentSourceFile({ sourcePath: page, body: 'Text.\n' }))).toBe('Text.\n');
    expect(bodyOffsetOf({})).toBe(0);
    expect(bodyOffsetOf({ bodyStartLine: 1 })).toBe(0);
    expect(bodyOffsetOf({ bodyStartLine: 4 })).toBe(3);
  });

  it('has the Docusaurus spellings of admonition titles and heading ids rewritten, on the same lines', () => {
    const body = ':::tip A title\nText.\n:::\n\n## Setup {/* #set-up */}\n';
    expect(String(contentSourceFile({ sourcePath: page, body }))).toBe(
      ':::tip[A title]\nText.\n:::\n\n## Setup \\{#set-up}\n',
    );
  });
});

describe('where a node of a page was written', () => {
  it("is the page for the page's own nodes, and the partial for the nodes a partial brought", () => {
    const own = parse('Page text.\n');
    const included = parse('Partial text.\n');
    markOrigin(included, partial);
    expect(originOf(own.children[0])).toBeUndefined();
    expect(originOf(included.children[0])).toBe(partial);
    expect(sourceLocation(contentSourceFile({ sourcePath: page, body: '' }), included.children[0])).toBe(
      'content/docs/guide/_steps.md:1:1',
    );
  });

  it('stays the inner partial for a partial included by a partial', () => {
    const inner = path.join(process.cwd(), 'content/docs/shared/_inner.md');
    const nested = parse('Inner text.\n');
    markOrigin(nested, inner);
    markOrigin(nested, partial);
    expect(originOf(nested.children[0])).toBe(inner);
  });

  it('is named file:line:column, the file alone without a position, and "the Markdown input" without a file', () => {
    const file = contentSourceFile({ sourcePath: page, body: '' });
    const at = { position: { start: { line: 12, column: 3 }, end: { line: 12, column: 9 } } };
    expect(sourceLocation(file, at)).toBe('content/docs/guide/page.md:12:3');
    expect(sourceLocation(file, {})).toBe('content/docs/guide/page.md');
    expect(sourceLocation(new VFile('Text given without a file.\n'), at)).toBe('the Markdown input:12:3');
  });
});
