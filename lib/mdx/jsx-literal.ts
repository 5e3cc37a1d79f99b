import type { MdxJsxAttributeValueExpression } from 'mdast-util-mdx-jsx';

type Program = NonNullable<NonNullable<MdxJsxAttributeValueExpression['data']>['estree']>;
type Statement = Program['body'][number];
type Expression = Extract<Statement, { type: 'ExpressionStatement' }>['expression'];

/** A value written in JavaScript that needs no JavaScript to know: text, numbers, true, false, null, lists and objects of them. */
export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** The attribute expression's value (`{null}`, `{[{label: 'A', value: 'a'}]}`), or undefined when it computes anything. */
export function literalOf(value: MdxJsxAttributeValueExpression): Literal | undefined {
  const statement = value.data?.estree?.body[0];
  if (value.data?.estree?.body.length !== 1 || statement?.type !== 'ExpressionStatement') return undefined;
  return evaluate(statement.expression);
}

const NOT_LITERAL = Symbol('not a literal');

function evaluate(node: Expression): Literal | undefined {
  const result = walk(node);
  return result === NOT_LITERAL ? undefined : result;
}

function walk(node: Expression): Literal | typeof NOT_LITERAL {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ||
        typeof node.value === 'number' ||
        typeof node.value === 'boolean' ||
        node.value === null
        ? node.value
        : NOT_LITERAL;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? '').join('') : NOT_LITERAL;
    case 'UnaryExpression': {
      const argument = walk(node.argument);
      return node.operator === '-' && typeof argument === 'number' ? -argument : NOT_LITERAL;
    }
    case 'ArrayExpression': {
      const items = node.elements.map((element) =>
        element && element.type !== 'SpreadElement' ? walk(element) : NOT_LITERAL,
      );
      return items.includes(NOT_LITERAL) ? NOT_LITERAL : (items as Literal[]);
    }
    case 'ObjectExpression': {
      const object: Record<string, Literal> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return NOT_LITERAL;
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'Literal'
              ? String(property.key.value)
              : undefined;
        const value = walk(property.value as Expression);
        if (key === undefined || value === NOT_LITERAL) return NOT_LITERAL;
        object[key] = value;
      }
      return object;
    }
    default:
      return NOT_LITERAL;
  }
}
