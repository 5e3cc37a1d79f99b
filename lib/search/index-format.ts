/**
 * The index file format, shared by the builder (server) and the loader (worker). It holds what
 * lunr needs to rebuild its index exactly (terms and term frequencies; scores are recomputed the
 * way lunr's builder computes them) plus a minimal document store for hits and snippets, and
 * is several times smaller than lunr's own serialisation.
 */

export const INDEX_FORMAT_VERSION = 1;

/** [title, url, breadcrumbs, description] */
export type IndexPage = [title: string, url: string, breadcrumbs: string[], description: string];

/** [page index, heading id ('' at the top), heading, text, parent headings (h3 only)] */
export type IndexDoc = [page: number, id: string, heading: string, text: string, parent?: string];

export interface IndexFile {
  version: number;
  fields: { name: string; boost: number }[];
  pages: IndexPage[];
  docs: IndexDoc[];
  /** Every term, sorted; a term's position is its index in the postings. */
  terms: string[];
  /** postings[doc][field]: encoded (term index, frequency) pairs, see encodePostings. */
  postings: number[][][];
}

/**
 * Term indices in ascending order as gaps from the previous one; a frequency above 1 follows
 * its term as a negative number. `[[3,1],[8,2],[9,1]]` becomes `[3,5,-2,1]`.
 */
export function encodePostings(pairs: [termIndex: number, frequency: number][]): number[] {
  const out: number[] = [];
  let previous = 0;
  for (const [index, frequency] of [...pairs].sort((a, b) => a[0] - b[0])) {
    out.push(index - previous);
    if (frequency > 1) out.push(-frequency);
    previous = index;
  }
  return out;
}

export function decodePostings(encoded: number[]): [termIndex: number, frequency: number][] {
  const pairs: [number, number][] = [];
  let index = 0;
  for (const value of encoded) {
    if (value < 0) {
      pairs[pairs.length - 1][1] = -value;
    } else {
      index += value;
      pairs.push([index, 1]);
    }
  }
  return pairs;
}
