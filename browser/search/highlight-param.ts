import type { SearchHit } from '../../lib/search/types';

/** Query parameter carrying the matched terms to the target page, where they are marked. */
export const HIGHLIGHT_PARAM = 'highlight';

/** Link to a hit: its page and section, with the terms to mark there. */
export function hitHref(hit: SearchHit): string {
  const query = hit.terms.length > 0 ? `?${new URLSearchParams({ [HIGHLIGHT_PARAM]: hit.terms.join(' ') })}` : '';
  return `${hit.document.url}${query}${hit.document.hash}`;
}

export function highlightTerms(value: string | null): Set<string> {
  return new Set((value ?? '').split(/\s+/).filter(Boolean));
}
