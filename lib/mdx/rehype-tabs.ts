import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { TAB_ITEM_ELEMENT, TABS_ELEMENT } from './content-components';
import { NodeProblem, noteProblems } from './page-problems';
import { sourceLocation } from './source-file';

/** One `<Tabs>` as the page draws it (components/mdx/content-tabs.tsx), in the element's `data-tabs`. */
export interface TabsConfig {
  /** `tabs-1`, `tabs-2`, ... in page order: the prefix of its tab and panel ids, the same in the HTML and after hydration. */
  id: string;
  /** The tabs in order: `value` names a tab (storage, the URL), `label` is its text. */
  items: { value: string; label: string }[];
  /** The tab shown before the reader chooses one; null (`defaultValue={null}`) shows none. */
  defaultValue: string | null;
  /** Tabs with one groupId switch together, and the choice is kept in the browser. */
  groupId?: string;
  /** The URL query parameter that names the chosen tab (`queryString`), read on arrival. */
  queryKey?: string;
}

/** Property of each `tabitem` element holding its tab's label. */
export const TAB_LABEL_PROPERTY = 'dataLabel';

/** Props as Docusaurus spells them; raw HTML lowercases attribute names, so they are matched without case. */
const TABS_PROPS = ['groupId', 'queryString', 'defaultValue', 'values', 'lazy'];
const TAB_ITEM_PROPS = ['value', 'label', 'default'];

type Props = Map<string, string | boolean>;

/**
 * Reads `<Tabs>` and `<TabItem>` (elements by now: raw HTML in `.md`, JSX made elements by
 * remark-mdx-constructs.ts, npm2yarn blocks by remark-npm2yarn.ts) as Docusaurus does: the
 * first tab shown unless `default` or `defaultValue` says otherwise, labels defaulting to
 * values, `values` taking precedence over each item's label. What Docusaurus would refuse, or
 * show wrongly, is reported with its line (page-problems.ts) and stops the build: a TabItem outside a Tabs, anything else inside
 * one, two tabs with one value, a default naming no tab. Each Tabs becomes one `tabs` element
 * holding its config as JSON (`data-tabs`) and one `tabitem` per tab, in order, with its label
 * and all its content, so search and readers without JavaScript get every panel.
 */
export function rehypeTabs() {
  return (tree: Root, file: VFile) => {
    const where = (node: Element) => sourceLocation(file, node);
    let count = 0;
    visit(tree, 'element', (node: Element, _index, parent) => {
      noteProblems(file, () => {
        if (node.tagName === TAB_ITEM_ELEMENT && (parent?.type !== 'element' || parent.tagName !== TABS_ELEMENT)) {
          throw new NodeProblem(
            `The <TabItem> in ${where(node)} is not inside a <Tabs>: put it between <Tabs> and </Tabs>, directly, or write its content as plain Markdown.`,
            node,
          );
        }
        if (node.tagName === TABS_ELEMENT) readTabs(node, `tabs-${(count += 1)}`, where);
      });
    });
  };
}

function readTabs(node: Element, id: string, where: (node: Element) => string): void {
  const at = where(node);
  const fail: (problem: string, on?: Element) => never = (problem, on = node) => {
    throw new NodeProblem(`The <Tabs> in ${at} ${problem}`, on);
  };
  const props = propsOf(node, TABS_PROPS, (unknown) =>
    fail(`has a prop this site does not know (${unknown}): it takes ${TABS_PROPS.join(', ')}.`),
  );
  const items: { value: string; label?: string; isDefault: boolean; element: Element }[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (child.type === 'comment') continue;
    if (child.type !== 'element' || child.tagName !== TAB_ITEM_ELEMENT) {
      const line = child.position ? ` at line ${child.position.start.line}` : '';
      fail(
        `holds ${describe(child)}${line}, and a <Tabs> holds only <TabItem> elements: move it into a <TabItem>, or out of the <Tabs>.`,
      );
    }
    const item = child as Element;
    const itemProps = propsOf(item, TAB_ITEM_PROPS, (unknown) => {
      throw new NodeProblem(
        `The <TabItem> in ${where(item)} has a prop this site does not know (${unknown}): it takes ${TAB_ITEM_PROPS.join(', ')}.`,
        item,
      );
    });
    const value = itemProps.get('value');
    if (typeof value !== 'string' || value.trim() === '') {
      throw new NodeProblem(
        `The <TabItem> in ${where(item)} has no value: give it one, as in value="postgresql"; it names the tab when the reader's choice is remembered or put in the URL.`,
        item,
      );
    }
    const twin = items.find((other) => other.value === value);
    if (twin)
      fail(
        `has two tabs with the value "${value}" (lines ${twin.element.position?.start.line} and ${item.position?.start.line}): give each tab its own value.`,
        item,
      );
    const label = itemProps.get('label');
    items.push({
      value,
      label: typeof label === 'string' ? label : undefined,
      isDefault: flag(itemProps.get('default')),
      element: item,
    });
  }
  if (items.length === 0)
    fail(
      'holds no <TabItem>: give it one <TabItem value="..." label="..."> per tab, or write its content as plain Markdown.',
    );

  const listed = listedValues(props.get('values'), fail);
  const order = listed ?? items.map((item) => ({ value: item.value, label: undefined }));
  if (listed) {
    const missing = listed.find((entry) => !items.some((item) => item.value === entry.value));
    const extra = items.find((item) => !listed.some((entry) => entry.value === item.value));
    if (missing || extra) {
      fail(
        `lists ${listed.map((e) => e.value).join(', ')} in values, and its <TabItem>s have ${items.map((i) => i.value).join(', ')}: give every value one <TabItem>, and every <TabItem> a value from the list.`,
      );
    }
  }
  const config: TabsConfig = {
    id,
    items: order.map((entry) => {
      const item = items.find((i) => i.value === entry.value)!;
      return { value: entry.value, label: entry.label ?? item.label ?? entry.value };
    }),
    defaultValue: defaultOf(props.get('defaultvalue'), items, fail),
  };
  const groupId = props.get('groupid');
  if (groupId !== undefined) {
    if (typeof groupId !== 'string' || groupId.trim() === '')
      fail('has an empty groupId: name the group, as in groupId="operating-systems", or leave groupId out.');
    config.groupId = groupId;
  }
  const query = props.get('querystring');
  if (query !== undefined && query !== false) {
    const named = typeof query === 'string' && query !== '' && query !== 'true' ? query : undefined;
    if (!named && !config.groupId)
      fail(
        'has queryString without a name, and no groupId to name it after: write queryString="os", or add groupId="os".',
      );
    config.queryKey = named ?? config.groupId;
  }
  // `lazy` is taken and has nothing to do: every panel is in the HTML, for search and for readers without JavaScript.
  node.properties = { dataTabs: JSON.stringify(config) };
  node.children = config.items.map(({ value, label }) => {
    const element = items.find((item) => item.value === value)!.element;
    // The label goes along for what names things inside the panel (rehype-accessible-tables.ts).
    element.properties = { [TAB_LABEL_PROPERTY]: label };
    return element;
  });
}

/** The element's props by lower-case name; an unknown one goes to `unknown`. */
function propsOf(node: Element, known: string[], unknown: (name: string) => never): Props {
  const props: Props = new Map();
  for (const [name, value] of Object.entries(node.properties)) {
    const key = name.toLowerCase();
    if (!known.some((k) => k.toLowerCase() === key)) unknown(name);
    if (value === undefined || value === null) continue;
    props.set(key, typeof value === 'boolean' ? value : Array.isArray(value) ? value.join(' ') : String(value));
  }
  return props;
}

/** A boolean prop: present in HTML (`default`, ''), `{true}` or "true" in JSX. */
function flag(value: string | boolean | undefined): boolean {
  return value === true || value === '' || value === 'true';
}

function defaultOf(
  written: string | boolean | undefined,
  items: { value: string; isDefault: boolean }[],
  fail: (problem: string) => never,
): string | null {
  if (written === false) return null;
  if (typeof written === 'string' && written !== '') {
    if (!items.some((item) => item.value === written))
      fail(
        `has defaultValue="${written}", and none of its tabs has that value: write one of ${items.map((i) => i.value).join(', ')}.`,
      );
    return written;
  }
  const marked = items.filter((item) => item.isDefault);
  if (marked.length > 1)
    fail(
      `marks ${marked.length} tabs as default (${marked.map((i) => i.value).join(', ')}): mark only the one to show first.`,
    );
  return (marked[0] ?? items[0]).value;
}

/** `values` as written in JSX (its JSON, remark-mdx-constructs.ts) or in HTML (JSON in quotes). */
function listedValues(
  written: string | boolean | undefined,
  fail: (problem: string) => never,
): { value: string; label?: string }[] | undefined {
  if (written === undefined) return undefined;
  const unreadable = () =>
    fail(
      `has values it cannot read: write them as a list, as in values={[{label: 'Apple', value: 'apple'}]}, or leave values out and give each <TabItem> its label.`,
    );
  let list: unknown;
  try {
    list = typeof written === 'string' ? JSON.parse(written) : undefined;
  } catch {
    unreadable();
  }
  if (!Array.isArray(list) || list.length === 0) return unreadable();
  return list.map((entry) => {
    const { value, label } = (entry ?? {}) as { value?: unknown; label?: unknown };
    if (typeof value !== 'string' || (label !== undefined && typeof label !== 'string')) unreadable();
    return { value: value as string, label: label as string | undefined };
  });
}

function describe(node: ElementContent): string {
  if (node.type === 'text') return `the text "${node.value.trim().slice(0, 30)}"`;
  if (node.type === 'element') {
    const text = toString(node).trim().slice(0, 30);
    return `a <${node.tagName}>${text ? ` ("${text}")` : ''}`;
  }
  return node.type;
}

/**
 * For the feeds, which run no script: each tab as a section headed by its label, all of them
 * shown, as readers without JavaScript see them on the page. Runs after rehypeTabs.
 */
export function rehypeTabsAsSections() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== TABS_ELEMENT) return;
      node.tagName = 'div';
      node.properties = { className: ['tabs'] };
      node.children = (node.children as Element[]).map((item) => ({
        type: 'element',
        tagName: 'div',
        properties: { className: ['tab-panel'] },
        children: [
          {
            type: 'element',
            tagName: 'p',
            properties: {},
            children: [
              {
                type: 'element',
                tagName: 'strong',
                properties: {},
                children: [{ type: 'text', value: String(item.properties[TAB_LABEL_PROPERTY]) }],
              },
            ],
          },
          ...item.children,
        ],
      }));
    });
  };
}
