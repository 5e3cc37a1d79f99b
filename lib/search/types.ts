import type { SearchContext } from './contexts';

/** A run of snippet text, marked when it is a searched term. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Context around the first match in a section: at most the configured number of characters. */
export interface Snippet {
  parts: TextPart[];
  /** Whether text was cut before or after the window (the reader sees an ellipsis). */
  cutStart: boolean;
  cutEnd: boolean;
}

/** One search hit: the document found and the page it belongs to. */
export interface SearchHit {
  document: {
    /** The section's heading, or the page title for the text before the first heading. */
    title: string;
    /** Page path, e.g. `/agent/create-agent`. */
    url: string;
    /** `#anchor` of the section, or '' for the top of the page. */
    hash: string;
    /** Headings leading to the section, e.g. `Create the agent step by step › Name rules`; '' at the top. */
    section: string;
  };
  page: {
    title: string;
    /** Enclosing categories (or `Blog`), outermost first; the page itself is not included. */
    breadcrumbs: string[];
  };
  /** Id of the index the hit came from: a context id or `rest`. */
  indexId: string;
  score: number;
  snippet: Snippet;
  /** Index terms that matched, so the target page can mark the same words. */
  terms: string[];
}

export interface SearchOptions {
  /** Index ids to search; ids whose index is not loaded are skipped. */
  contexts: string[];
  /** Most hits to return (with snippets); `total` still counts them all. */
  limit?: number;
  /** Hits to skip before the first returned, for a results page that shows more on request. */
  offset?: number;
}

export type SearchResponse =
  | { status: 'ok'; total: number; hits: SearchHit[] }
  /** The query could not be parsed (`message` is lunr's own, `hint` says how to write it), or search failed. */
  | { status: 'error'; message: string; hint?: string };

export interface LoadReport {
  /** Every index the worker holds once this call is done: index id -> the root URL it came from. */
  held: Record<string, string>;
  /** Milliseconds spent fetching and decoding, in the worker. */
  ms: number;
}

/** What the build tells the browser about search: where each index file is, and the contexts. */
export interface SearchSetup {
  /** URL of the folder holding the index files, with the base URL, ending in '/'. */
  indexBaseUrl: string;
  /** Index id -> name of its root file, holding a content hash, e.g. `agents-3f2a9c1b7d04.json`; pieces are in `pieces/`. */
  files: Record<string, string>;
  contexts: SearchContext[];
  /** Path of the results page, as links and the router take it (without the base URL). */
  searchPath: string;
  /** Docs versions the index covers (name and label); the first is the current one. */
  versions: { name: string; label: string }[];
}
