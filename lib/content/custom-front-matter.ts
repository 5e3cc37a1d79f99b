import { distance } from './plain-issues';

/**
 * Front matter fields a docs page may carry beyond the known ones. Docusaurus keeps any field it
 * does not read (sites use them for their own components), so a set written for it may hold
 * `url:` or `position:`. A field that reads as a mistyped known one stays a problem, so a typo
 * never passes silently; any other is kept as the page's custom front matter, and `npm run check`
 * notes it.
 */

/** The known field `name` looks like a typo of: the same but for case, `-` and `_`, or at most two edits away. */
export function mistypedField(name: string, known: readonly string[]): string | undefined {
  const plain = (field: string) => field.toLowerCase().replaceAll('-', '_');
  return (
    known.find((field) => plain(field) === plain(name)) ??
    known.find((field) => distance(plain(field), plain(name)) <= 2)
  );
}

/** The front matter split into the fields the schema checks (known ones and likely typos) and the custom ones kept aside. */
export function splitCustomFields(
  data: Record<string, unknown>,
  known: readonly string[],
): { checked: Record<string, unknown>; custom: Record<string, unknown> } {
  const checked: Record<string, unknown> = {};
  const custom: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (known.includes(name) || mistypedField(name, known)) checked[name] = value;
    else custom[name] = value;
  }
  return { checked, custom };
}

/** What `npm run check` says about a custom field: a note, not a problem. */
export function customFieldNote(name: string): string {
  return `note: \`${name}:\` is not a field this site reads; it is kept as the page's custom front matter, as Docusaurus keeps it (a typo of a known field would be named here instead)`;
}
