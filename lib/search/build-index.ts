import lunr from 'lunr';
import type { SearchSection } from '../mdx/rehype-search-sections';
import { SEARCH_FIELDS, type SearchFieldName } from './fields';
import { encodePostings, INDEX_FORMAT_VERSION, type IndexDoc, type IndexFile } from './index-format';
import { INDEX_PIPELINE } from './tokens';

/** A page ready for indexing: what the route table and the compiled Markdown say about it. */
export interface IndexedPage {
  title: string;
  url: string;
  breadcrumbs: string[];
  description: string;
  keywords: string[];
  sections: SearchSection[];
}

/** lunr keeps these after `add`; the typings omit them. */
interface BuilderInternals {
  fieldTermFrequencies: Record<string, Record<string, number>>;
}

/** A lunr document: one section, with the page's own fields on the page's first section. */
export type IndexDocument = { ref: string } & Record<SearchFieldName, string>;

/**
 * Every section of every page becomes a lunr document. The page's title, description and
 * keywords go on its first section only, so a title match ranks the page itself rather than
 * every section of it.
 */
export function indexDocuments(pages: IndexedPage[]): { documents: IndexDocument[]; store: IndexDoc[] } {
  const documents: IndexDocument[] = [];
  const store: IndexDoc[] = [];
  pages.forEach((page, pageIndex) => {
    const trail: string[] = [];
    page.sections.forEach((section, i) => {
      if (section.depth > 0) {
        trail.length = section.depth - 1;
        trail[section.depth - 1] = section.heading;
      }
      const parent = section.depth > 1 ? trail.slice(0, section.depth - 1).filter(Boolean).join(' › ') : '';
      store.push(parent ? [pageIndex, section.id, section.heading, section.text, parent] : [pageIndex, section.id, section.heading, section.text]);
      const first = i === 0;
      documents.push({
        ref: String(documents.length),
        title: first ? page.title : '',
        heading: section.heading,
        description: first ? page.description : '',
        keywords: first ? page.keywords.join(' ') : '',
        content: section.text,
      });
    });
  });
  return { documents, store };
}

/** Builds one index file: the terms and term frequencies lunr's builder found, and the document store. */
export function buildIndexFile(pages: IndexedPage[]): IndexFile {
  const { documents, store } = indexDocuments(pages);
  const builder = new lunr.Builder();
  builder.pipeline.add(...INDEX_PIPELINE);
  builder.ref('ref');
  for (const field of SEARCH_FIELDS) builder.field(field.name, { boost: field.boost });
  for (const document of documents) builder.add(document);

  const frequencies = (builder as unknown as BuilderInternals).fieldTermFrequencies;
  const terms = [...new Set(Object.values(frequencies).flatMap((tf) => Object.keys(tf)))].sort();
  const termIndex = new Map(terms.map((term, i) => [term, i]));
  const postings = documents.map(({ ref }) =>
    SEARCH_FIELDS.map((field) => {
      const tf = frequencies[`${field.name}/${ref}`] ?? {};
      return encodePostings(Object.entries(tf).map(([term, count]) => [termIndex.get(term)!, count]));
    }),
  );
  return {
    version: INDEX_FORMAT_VERSION,
    fields: SEARCH_FIELDS.map((f) => ({ name: f.name, boost: f.boost })),
    pages: pages.map((p) => [p.title, p.url, p.breadcrumbs, p.description]),
    docs: store,
    terms,
    postings,
  };
}
