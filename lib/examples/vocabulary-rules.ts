import { asList, asRecord, asText, type Finding, type MetadataModel } from './metadata-model';
import { validatorMessage } from './validator-messages';

type Kind = 'metrics' | 'attributes';
type Owner = { file: string; kind: Kind; name: string };

/** "Points Per Game", "points_per_game" and " points  per game" are the same words to a reader. */
const words = (text: string) => text.toLowerCase().replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
/** The values the messages use to name a metric or attribute: "the {what} {name} in semantics/{file}.yml". */
const named = (o: Owner) => ({ what: o.kind === 'metrics' ? 'metric' : 'attribute', name: o.name, file: o.file });

/**
 * One word, one meaning, across the whole folder (semantics-layer page, "synonyms"): a metric or
 * attribute is defined in one semantics file only, and a synonym leads to exactly one of them,
 * never to two and never to the name of another. Otherwise the agent has to guess what "games"
 * or "stadium" means, and it guesses differently from one question to the next.
 */
export function vocabularyFindings(model: MetadataModel): Finding[] {
  const findings: Finding[] = [];
  // What each definition describes: the schema column an attribute overrides, or its own name.
  const defined = new Map<string, Owner>();
  const byWords = new Map<string, Owner>();
  const items: { file: (typeof findings)[number]['file']; owner: Owner; synonyms: unknown[] }[] = [];
  for (const [name, { file }] of model.semanticsFiles) {
    const data = asRecord(file.data);
    const overridden = importedColumns(data?.source);
    for (const kind of ['metrics', 'attributes'] as const) {
      for (const [item, raw] of Object.entries(asRecord(data?.[kind]) ?? {})) {
        const owner = { file: name, kind, name: item };
        const origin = kind === 'attributes' && overridden.has(item) ? `${overridden.get(item)}.${item}` : item;
        const earlier = defined.get(origin);
        if (earlier && earlier.file !== name) {
          const message =
            origin === item
              ? validatorMessage('defined-twice', {
                  name: item,
                  what: named(earlier).what,
                  other: earlier.name,
                  file: earlier.file,
                  kind: earlier.kind,
                })
              : validatorMessage('column-overridden-twice', {
                  name: item,
                  column: origin,
                  file: earlier.file,
                  kind: earlier.kind,
                });
          findings.push({ file, path: [kind, item], message });
          continue;
        }
        defined.set(origin, owner);
        if (!byWords.has(words(item))) byWords.set(words(item), owner);
        items.push({ file, owner, synonyms: asList(asRecord(raw)?.synonyms) });
      }
    }
  }
  const synonymOwners = new Map<string, Owner>();
  for (const { file, owner, synonyms } of items) {
    synonyms.forEach((raw, i) => {
      const synonym = asText(raw);
      if (!synonym) return;
      const key = words(synonym);
      const path = [owner.kind, owner.name, 'synonyms', i];
      const nameOwner = byWords.get(key);
      const earlier = synonymOwners.get(key);
      if (nameOwner && nameOwner !== owner) {
        findings.push({ file, path, message: validatorMessage('synonym-is-a-name', { synonym, ...named(nameOwner) }) });
      } else if (earlier === owner) {
        findings.push({ file, path, message: validatorMessage('synonym-listed-twice', { synonym }) });
      } else if (earlier) {
        findings.push({ file, path, message: validatorMessage('synonym-shared', { synonym, ...named(earlier) }) });
      } else {
        synonymOwners.set(key, owner);
      }
    });
  }
  return findings;
}

/** Column name -> the schema import it comes from, e.g. season_type -> schema.game_f. */
function importedColumns(source: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const [importPath, raw] of Object.entries(asRecord(source) ?? {})) {
    if (!importPath.startsWith('schema.')) continue;
    for (const column of asList(asRecord(raw)?.columns)) {
      const name = asText(column);
      if (name && !out.has(name)) out.set(name, importPath);
    }
  }
  return out;
}
