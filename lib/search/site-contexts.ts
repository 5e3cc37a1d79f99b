import type { SidebarCategoryItem, SidebarItem } from '../content/docs';
import type { Route } from '../routes';
import { REST_INDEX_ID, type SearchContext } from './contexts';

const BLOG_CONTEXT: SearchContext = { id: 'blog', label: 'Blog', paths: ['/blog', '/blog/'] };

/**
 * The search contexts, by path: each top-level docs category (its index page, and the folders
 * its docs live in) and the blog, when the route table has one.
 */
export function searchContextsFrom(sidebar: SidebarItem[], routes: Route[]): SearchContext[] {
  const categories = sidebar.filter((item): item is SidebarCategoryItem => item.type === 'category');
  const contexts = categories.map((category) => ({
    id: contextId(category.path),
    label: category.label,
    paths: [...new Set([...categoryPaths(category), ...docFolders(category.items)])],
  }));
  if (routes.some((route) => route.kind === 'blog' || route.kind === 'blog-post')) contexts.push(BLOG_CONTEXT);
  const ids = contexts.map((c) => c.id);
  const clash = ids.find((id, i) => id === REST_INDEX_ID || ids.indexOf(id) !== i);
  if (clash) {
    throw new Error(
      `Two search contexts (or a context and the index of other pages) share the id "${clash}": rename a docs category so its slug differs.`,
    );
  }
  return contexts;
}

/**
 * A context's id names its index file, so it holds no slash: a generated index's slug
 * (`/category/agents` -> `agents`), or the path of the doc a category links, its slashes as dashes
 * (`/guide/intro` -> `guide-intro`).
 */
function contextId(categoryPath: string): string {
  return (
    categoryPath
      .replace(/^\/(category\/)?/, '')
      .replace(/\/+$/, '')
      .replace(/\//g, '-') || 'docs'
  );
}

function categoryPaths(category: SidebarCategoryItem): string[] {
  return [category.path, ...category.items.flatMap((item) => (item.type === 'category' ? categoryPaths(item) : []))];
}

/** `/agent/create-agent` -> `/agent/`: a category's docs share their folder's path prefix. */
function docFolders(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return docFolders(item.items);
    const slash = item.path.indexOf('/', 1);
    return slash === -1 ? [item.path] : [item.path.slice(0, slash + 1)];
  });
}
