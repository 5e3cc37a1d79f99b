import type { Code, Heading, Html, Nodes, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import {
  admonitionEdit,
  applyEdits,
  continuationIndent,
  headingIdEdit,
  highlightCommentsEdit,
  indented,
  tabsMarkupEdit,
  type Edit,
} from '@/lib/doc-markdown-edits';

/** The nodes of one type in `source`, parsed as the Markdown copy parses a page. */
function nodesOf<T extends Nodes>(source: string, type: T['type']): T[] {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(source) as Root;
  const found: T[] = [];
  visit(tree, type, (node) => void found.push(node as T));
  return found;
}

/** `source` with the edits `edit` makes for every node of `type`. */
function edited<T extends Nodes>(source: string, type: T['type'], edit: (source: string, node: T) => Edit | undefined) {
  return applyEdits(
    source,
    nodesOf<T>(source, type).flatMap((node) => edit(source, node) ?? []),
  );
}

describe('applying edits', () => {
  it('replaces each range and keeps the text between them', () => {
    const edits: Edit[] = [
      { start: 6, end: 11, text: 'there' },
      { start: 0, end: 5, text: 'Howdy' },
    ];
    expect(applyEdits('Hello world, again', edits)).toBe('Howdy there, again');
  });

  it('is the source itself with no edits', () => {
    expect(applyEdits('Unchanged.\n', [])).toBe('Unchanged.\n');
  });

  it('makes an edit inside another only through the outer one’s render', () => {
    const source = 'a [b c] d';
    const inner: Edit = { start: 5, end: 6, text: 'C' };
    const outer: Edit = { start: 2, end: 7, text: (render) => `<${render(3, 6)}>` };
    expect(applyEdits(source, [inner, outer])).toBe('a <b C> d');
  });

  it('leaves out an inner edit the outer one does not render', () => {
    const outer: Edit = { start: 0, end: 5, text: 'X' };
    expect(applyEdits('abcdefg', [{ start: 1, end: 2, text: 'B' }, outer])).toBe('Xfg');
  });

  it('makes an insertion, an edit with an empty range', () => {
    expect(applyEdits('ab', [{ start: 1, end: 1, text: '-' }])).toBe('a-b');
  });
});

describe('the continuation indent of a block', () => {
  it('is the list indent as spaces', () => {
    const source = 'Intro\n- item\n  :::note';
    expect(continuationIndent(source, source.indexOf(':::'))).toBe('  ');
    const ordered = '1. :::tip';
    expect(continuationIndent(ordered, 3)).toBe('   ');
  });

  it('keeps quote markers as written', () => {
    const source = '> - :::note';
    expect(continuationIndent(source, source.indexOf(':::'))).toBe('>   ');
  });

  it('is empty at the start of a line', () => {
    expect(continuationIndent('Intro\n:::note', 6)).toBe('');
    expect(continuationIndent(':::note', 0)).toBe('');
  });
});

describe('indented continuation lines', () => {
  it('indent every line after the first and leave no spaces at line ends', () => {
    expect(indented(['> **Note**', '>', '> Text.'], '  ')).toBe('> **Note**\n  >\n  > Text.');
    expect(indented(['first', '', 'third'], '   ')).toBe('first\n\n   third');
  });

  it('keep the lines as they are without an indent', () => {
    expect(indented(['a ', 'b'], '')).toBe('a \nb');
  });
});

describe('an admonition in the copy', () => {
  const admonitions = (source: string) => edited<ContainerDirective>(source, 'containerDirective', admonitionEdit);

  it('is a quotation opened by its type in bold', () => {
    expect(admonitions(':::tip\n\nUse a view.\n\n:::\n')).toBe('> **Tip**\n>\n> Use a view.\n');
  });

  it('adds its title after the type, unless the title is the type’s own label', () => {
    expect(admonitions(':::caution[Mind the gap]\nStand back.\n:::\n')).toBe(
      '> **Caution: Mind the gap**\n>\n> Stand back.\n',
    );
    expect(admonitions(':::note[Note]\nText.\n:::\n')).toBe('> **Note**\n>\n> Text.\n');
  });

  it('quotes blank lines inside it and keeps an empty one to its heading', () => {
    expect(admonitions(':::info\nOne.\n\nTwo.\n:::\n')).toBe('> **Info**\n>\n> One.\n>\n> Two.\n');
    expect(admonitions(':::warning\n:::\n')).toBe('> **Warning**\n');
  });

  it('quotes a nested admonition again', () => {
    expect(admonitions('::::note\nOuter.\n\n:::tip\nInner.\n:::\n::::\n')).toBe(
      '> **Note**\n>\n> Outer.\n>\n> > **Tip**\n> >\n> > Inner.\n',
    );
  });

  it('stays inside a list item, its lines indented as the item', () => {
    expect(admonitions('- Step\n\n  :::note\n  In the step.\n  :::\n')).toBe(
      '- Step\n\n  > **Note**\n  >\n  > In the step.\n',
    );
  });

  it('is left alone when its name is not an admonition type', () => {
    const [node] = nodesOf<ContainerDirective>(':::details\nText.\n:::\n', 'containerDirective');
    expect(admonitionEdit(':::details\nText.\n:::\n', node)).toBeUndefined();
  });
});

describe('a heading in the copy', () => {
  const headings = (source: string) => edited<Heading>(source, 'heading', headingIdEdit);

  it('loses its explicit id, written either way', () => {
    expect(headings('## Install it {#install}\n\nText.\n')).toBe('## Install it\n\nText.\n');
    expect(headings('### Use it {/* #use */}\n')).toBe('### Use it\n');
  });

  it('loses the id of a setext heading from the line above its underline', () => {
    expect(headings('Setext {#setext}\n---\n')).toBe('Setext\n---\n');
    expect(headings('Two line\nsetext {#two}\n===\n')).toBe('Two line\nsetext\n===\n');
  });

  it('is left alone without an id', () => {
    const source = '## Plain heading\n';
    expect(headingIdEdit(source, nodesOf<Heading>(source, 'heading')[0])).toBeUndefined();
  });
});

describe('a code block in the copy', () => {
  const code = (source: string) => edited<Code>(source, 'code', highlightCommentsEdit);

  it('loses its highlight comments and keeps its fence and language', () => {
    expect(code('```js\n// highlight-next-line\nconst a = 1;\nconst b = 2;\n```\n')).toBe(
      '```js\nconst a = 1;\nconst b = 2;\n```\n',
    );
  });

  it('keeps a tilde fence and the opening line as written', () => {
    expect(code('~~~python title="run.py"\n# highlight-start\nrun()\n# highlight-end\n~~~\n')).toBe(
      '~~~python title="run.py"\nrun()\n~~~\n',
    );
  });

  it('keeps its indent inside a list item', () => {
    expect(code('- Run:\n\n  ```sh\n  # highlight-next-line\n  npm test\n  ```\n')).toBe(
      '- Run:\n\n  ```sh\n  npm test\n  ```\n',
    );
  });

  it('is left alone without highlight comments', () => {
    const source = '```js\nconst a = 1;\n```\n';
    expect(highlightCommentsEdit(source, nodesOf<Code>(source, 'code')[0])).toBeUndefined();
  });
});

describe('Tabs markup in the copy', () => {
  const tabs = (source: string) => edited<Html>(source, 'html', tabsMarkupEdit);

  it('keeps each tab’s content, led by its label in bold, and drops the tags', () => {
    const source =
      '<Tabs groupId="db">\n<TabItem value="pg" label="PostgreSQL">\n\nUse `pg_hba.conf`.\n\n</TabItem>\n<TabItem value=\'sf\'>\n\nUse a network policy.\n\n</TabItem>\n</Tabs>\n\nAfter.\n';
    expect(tabs(source)).toBe('**PostgreSQL**\n\nUse `pg_hba.conf`.\n\n**sf**\n\nUse a network policy.\n\nAfter.\n');
  });

  it('calls a tab with neither label nor value "Tab"', () => {
    expect(tabs('<Tabs>\n<TabItem>\n\nOnly.\n\n</TabItem>\n</Tabs>\n')).toBe('**Tab**\n\nOnly.\n\n');
  });

  it('is left alone for HTML that is not only tab tags', () => {
    const source = '<div class="note">\nHello\n</div>\n';
    expect(tabsMarkupEdit(source, nodesOf<Html>(source, 'html')[0])).toBeUndefined();
  });
});
