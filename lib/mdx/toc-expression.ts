/**
 * The `toc` prop of `<TOCInline>` as Docusaurus pages write it. The page's `toc` is its list of
 * headings (levels 2 to 6, in page order), and Docusaurus documents narrowing it with array
 * methods: `toc.slice(1)` (Jest's API pages skip their first heading) and
 * `toc.filter((node) => node.level === 2)`. Pages run no JavaScript, so those two methods are read
 * here, chained in any order; anything else is refused with what the site reads instead.
 */

/** One step applied to the list of headings. */
export type TocStep = { slice: [number, number | undefined] } | { levels: (level: number) => boolean };

export const TOC_EXPRESSIONS =
  'toc, toc.slice(1), toc.slice(1, 5) or toc.filter((node) => node.level === 2), the comparisons joined by || or &&';

const SLICE = /^\.slice\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?\)/;
const FILTER = /^\.filter\(\s*\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*([^()]+?)\s*\)/;
const COMPARISON = /^([A-Za-z_$][\w$]*)\.level\s*(===|==|!==|!=|<=|>=|<|>)\s*([1-6])$/;

/** The steps `expression` applies to the page's headings, or undefined when it is anything else. */
export function parseTocExpression(expression: string): TocStep[] | undefined {
  let rest = expression.trim();
  if (!rest.startsWith('toc')) return undefined;
  rest = rest.slice('toc'.length).trim();
  const steps: TocStep[] = [];
  while (rest !== '') {
    const slice = SLICE.exec(rest);
    const filter = slice ? undefined : FILTER.exec(rest);
    if (slice) steps.push({ slice: [Number(slice[1]), slice[2] === undefined ? undefined : Number(slice[2])] });
    else if (filter) {
      const levels = levelTest(filter[1], filter[2]);
      if (!levels) return undefined;
      steps.push({ levels });
    } else return undefined;
    rest = rest.slice((slice ?? filter)![0].length).trim();
  }
  return steps;
}

/** Applies the steps to the headings, as the same array methods would. */
export function applyTocSteps<T extends { depth: number }>(items: T[], steps: TocStep[]): T[] {
  return steps.reduce(
    (list, step) => ('slice' in step ? list.slice(...step.slice) : list.filter((item) => step.levels(item.depth))),
    items,
  );
}

/** `node.level === 2 || node.level === 4` as a test of a level; `&&` binds tighter than `||`, as in JavaScript. */
function levelTest(parameter: string, condition: string): ((level: number) => boolean) | undefined {
  const alternatives = condition
    .split('||')
    .map((part) => part.split('&&').map((term) => comparison(parameter, term.trim())));
  if (alternatives.some((terms) => terms.some((term) => term === undefined))) return undefined;
  return (level) => alternatives.some((terms) => terms.every((term) => term!(level)));
}

function comparison(parameter: string, term: string): ((level: number) => boolean) | undefined {
  const match = COMPARISON.exec(term);
  if (!match || match[1] !== parameter) return undefined;
  const value = Number(match[3]);
  const compare: Record<string, (level: number) => boolean> = {
    '===': (level) => level === value,
    '==': (level) => level === value,
    '!==': (level) => level !== value,
    '!=': (level) => level !== value,
    '<=': (level) => level <= value,
    '>=': (level) => level >= value,
    '<': (level) => level < value,
    '>': (level) => level > value,
  };
  return compare[match[2]];
}
