import type { SidebarCategoryItem, SidebarDocItem, SidebarItem } from './docs';
import { containsPath } from './sidebar';

/**
 * The sidebar as the browser gets it: plain data, the same shape in each page's own view and in
 * the shared file that holds the whole tree.
 */
export type SidebarNode = SidebarDocNode | SidebarCategoryNode | SidebarGapNode;

export interface SidebarDocNode {
  type: 'doc';
  label: string;
  path: string;
  /** The doc's `sidebar_class_name`, on its `<li>`. */
  className?: string;
}

function docNode(item: SidebarDocItem): SidebarDocNode {
  return { type: 'doc', label: item.label, path: item.path, ...(item.className ? { className: item.className } : {}) };
}

function categoryNode(item: SidebarCategoryItem): SidebarCategoryNode {
  return {
    type: 'category',
    label: item.label,
    path: item.path,
    collapsed: item.collapsed,
    ...(item.className ? { className: item.className } : {}),
  };
}

export interface SidebarCategoryNode {
  type: 'category';
  label: string;
  /** The category's index page. */
  path: string;
  collapsed: boolean;
  /** The category's `className` (`_category_.json`), on its `<li>`. */
  className?: string;
  /** Set on the categories that hold the current page: they start open. */
  current?: true;
  /** Present when the page ships the category's items; otherwise they load from the shared file. */
  items?: SidebarNode[];
}

/** Pages of a long list left out of a page's view: "Show N more pages" brings them in. */
export interface SidebarGapNode {
  type: 'gap';
  count: number;
}

/** The whole sidebar, for the shared file: every item, nothing marked current. */
export function sidebarTree(items: SidebarItem[]): SidebarNode[] {
  return items.map((item) =>
    item.type === 'doc' ? docNode(item) : { ...categoryNode(item), items: sidebarTree(item.items) },
  );
}

/** How long lists are shortened in a page's view: see `siteConfig.docs.sidebar`. */
export interface SidebarWindow {
  /** A list with at most this many docs ships whole. */
  wholeListUpTo: number;
  /** Docs a longer list ships. */
  window: number;
}

/**
 * What one page ships of the sidebar, so its weight does not grow with the site: every list on
 * the way to the page, with categories always, and a long list cut to a window of docs (around
 * the current page when it is in the list, the first ones otherwise). Closed categories ship
 * without their items, which the browser loads from the shared file when a reader opens one.
 */
export function sidebarView(items: SidebarItem[], path: string, limits: SidebarWindow): SidebarNode[] {
  const nodes = items.map((item): SidebarNode => {
    if (item.type === 'doc') return docNode(item);
    const holdsCurrent = item.path === path || containsPath(item.items, path);
    const node = categoryNode(item);
    if (holdsCurrent) node.current = true;
    if (holdsCurrent || !item.collapsed) node.items = sidebarView(item.items, path, limits);
    return node;
  });
  return windowDocs(nodes, path, limits);
}

/** Keeps every category and a window of docs, replacing each run of left-out docs by one gap. */
function windowDocs(nodes: SidebarNode[], path: string, { wholeListUpTo, window }: SidebarWindow): SidebarNode[] {
  const docs = nodes.flatMap((node, i) => (node.type === 'doc' ? [i] : []));
  if (docs.length <= Math.max(wholeListUpTo, window)) return nodes;
  const current = docs.findIndex((i) => (nodes[i] as SidebarDocNode).path === path);
  const first = current === -1 ? 0 : Math.min(Math.max(0, current - Math.floor(window / 2)), docs.length - window);
  const kept = new Set(docs.slice(first, first + window));
  const out: SidebarNode[] = [];
  nodes.forEach((node, i) => {
    if (node.type !== 'doc' || kept.has(i)) {
      out.push(node);
      return;
    }
    const last = out[out.length - 1];
    if (last?.type === 'gap') last.count += 1;
    else out.push({ type: 'gap', count: 1 });
  });
  return out;
}

/** The items of the list a category opens (or of the top level for `parent` ''), from the whole tree. */
export function listOf(tree: SidebarNode[], parent: string): SidebarNode[] | undefined {
  if (parent === '') return tree;
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.path === parent) return node.items ?? [];
    const inner = node.items ? listOf(node.items, parent) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Where each item of a view sits in the complete list (a gap: where its first left-out page sits). */
export function positionsInFullList(nodes: SidebarNode[]): number[] {
  let position = 0;
  return nodes.map((node) => {
    const at = position;
    position += node.type === 'gap' ? node.count : 1;
    return at;
  });
}
