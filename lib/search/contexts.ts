/**
 * Search contexts: the four docs categories and the blog, each a set of paths. Pure and free of
 * Node and lunr imports, so the search box, the /search page and the index builder share it.
 */

export interface SearchContext {
  /** Short name used in the `ctx` URL parameter and in index file names, e.g. `agents`. */
  id: string;
  /** What the reader sees, e.g. `Agents`. */
  label: string;
  /** Exact paths, and prefixes ending in '/', that belong to the context. */
  paths: string[];
}

/** Index id of every indexed page outside the five contexts (the docs home, quick start, security). */
export const REST_INDEX_ID = 'rest';

/** Where a search looks: everywhere, within one context, or everywhere but one context. */
export type SearchScope = { kind: 'all' } | { kind: 'within' | 'outside'; context: SearchContext };

export function pathInContext(path: string, context: SearchContext): boolean {
  return context.paths.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p));
}

export function contextOfPath(path: string, contexts: SearchContext[]): SearchContext | undefined {
  return contexts.find((context) => pathInContext(path, context));
}

/** The index a page is written to: its context's, or the one for the rest. */
export function indexIdOfPath(path: string, contexts: SearchContext[]): string {
  return contextOfPath(path, contexts)?.id ?? REST_INDEX_ID;
}

/** `ctx` URL parameter: `agents` searches within Agents, `-agents` outside it, empty everywhere. */
export function parseScope(ctx: string | null | undefined, contexts: SearchContext[]): SearchScope {
  const value = (ctx ?? '').trim();
  const outside = value.startsWith('-');
  const context = contexts.find((c) => c.id === (outside ? value.slice(1) : value));
  if (!context) return { kind: 'all' };
  return { kind: outside ? 'outside' : 'within', context };
}

export function scopeParam(scope: SearchScope): string {
  if (scope.kind === 'all') return '';
  return scope.kind === 'within' ? scope.context.id : `-${scope.context.id}`;
}

/** The index files a scope needs, out of those the build wrote. */
export function indexIdsForScope(scope: SearchScope, indexIds: string[]): string[] {
  if (scope.kind === 'all') return indexIds;
  return indexIds.filter((id) => (scope.kind === 'within' ? id === scope.context.id : id !== scope.context.id));
}

/** The /search URL for a query in a scope, keeping the docs version when one was asked for. */
export function searchPageHref(searchPath: string, query: string, scope: SearchScope, version?: string | null): string {
  const params = new URLSearchParams();
  params.set('q', query);
  const ctx = scopeParam(scope);
  if (ctx) params.set('ctx', ctx);
  if (version) params.set('version', version);
  return `${searchPath}?${params.toString()}`;
}
