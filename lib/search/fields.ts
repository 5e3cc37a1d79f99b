/**
 * The searchable fields, numbered as the index stores them (0 Title, 1 Heading,
 * 2 Description, 3 Keywords, 4 Content), with the lower-case names the query syntax accepts
 * (`title:agent`). Boosts make a title match outrank a heading match, and a heading match
 * outrank the same words in body text.
 */
export const SEARCH_FIELDS = [
  { name: 'title', boost: 10 },
  { name: 'heading', boost: 6 },
  { name: 'description', boost: 3 },
  { name: 'keywords', boost: 3 },
  { name: 'content', boost: 1 },
] as const;

export type SearchFieldName = (typeof SEARCH_FIELDS)[number]['name'];

export const SEARCH_FIELD_NAMES: SearchFieldName[] = SEARCH_FIELDS.map((field) => field.name);
