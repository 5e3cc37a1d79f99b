import type { Root } from 'mdast';
import type { MdxJsxAttributeValueExpression, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { literalOf } from '@/lib/mdx/jsx-literal';

/** The value of `attribute={...}` on a component, parsed as MDX parses a page. */
function valueOf(expression: string): MdxJsxAttributeValueExpression {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(`<Tabs values={${expression}} />\n`) as Root;
  const element = tree.children[0] as MdxJsxFlowElement;
  const [attribute] = element.attributes;
  if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null)
    throw new Error(`no expression value in ${expression}`);
  return attribute.value;
}

const literal = (expression: string) => literalOf(valueOf(expression));

describe('the value of a literal attribute expression', () => {
  it('is the text, number, boolean or null written', () => {
    expect(literal("'a'")).toBe('a');
    expect(literal('"b"')).toBe('b');
    expect(literal('2')).toBe(2);
    expect(literal('-1.5')).toBe(-1.5);
    expect(literal('true')).toBe(true);
    expect(literal('false')).toBe(false);
    expect(literal('null')).toBeNull();
  });

  it('is the text of a template literal without placeholders', () => {
    expect(literal('`plain text`')).toBe('plain text');
    expect(literal('`line\\n`')).toBe('line\n');
  });

  it('is a list or an object of literals, nested', () => {
    expect(literal("[{label: 'A', value: 'a'}, {'label': 'B', value: 'b', 2: [1, null]}]")).toEqual([
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b', 2: [1, null] },
    ]);
    expect(literal('[]')).toEqual([]);
    expect(literal('{}')).toEqual({});
  });
});

describe('an attribute expression that computes something', () => {
  it.each([
    ['a name', 'values'],
    ['a call', 'makeValues()'],
    ['a template with a placeholder', '`a${b}`'],
    ['arithmetic', '1 + 2'],
    ['negated text', "-'a'"],
    ['not', '!true'],
    ['a spread list', '[...items]'],
    ['a list with a hole', '[1, , 2]'],
    ['a spread object', '{...base}'],
    ['a computed key', "{[key]: 'a'}"],
    ['a getter', '{get a() { return 1 }}'],
    ['a shorthand property', '{label}'],
    ['a method', '{f() {}}'],
    ['a regular expression', '/a/'],
    ['a big integer', '1n'],
    ['a list holding a name', "['a', b]"],
  ])('is undefined for %s', (_what, expression) => {
    expect(literal(expression)).toBeUndefined();
  });

  it('is undefined without a parsed program', () => {
    expect(literalOf({ type: 'mdxJsxAttributeValueExpression', value: "'a'" })).toBeUndefined();
  });
});
