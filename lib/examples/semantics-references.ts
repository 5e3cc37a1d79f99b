import type { ParsedMetadataFile } from './metadata-files';
import {
  asList,
  asRecord,
  asText,
  keysOf,
  listNames,
  type Finding,
  type MetadataModel,
  type SchemaFileModel,
  type SemanticsFileModel,
} from './metadata-model';
import type { KeySegment } from './metadata-problems';
import { validatorMessage, type ValidatorMessage } from './validator-messages';

const IMPORT_PATH = /^(schema|semantics)\.([^./]+)$/;
const REFERENCE = /\[([^\]]*)\]/g;
type ListKind = 'columns' | 'metrics' | 'attributes';

/** Imports in `source`, bracketed references, `include` lists, and names defined twice. */
export function semanticsReferenceFindings(model: MetadataModel): Finding[] {
  return [...model.semanticsFiles.values()].flatMap(({ file }) => {
    const data = asRecord(file.data);
    if (!data) return [];
    const { findings, imported } = importFindings(model, file, data.source);
    const metrics = keysOf(data.metrics);
    const attributes = keysOf(data.attributes);
    const known = new Set([...imported, ...metrics, ...attributes]);
    for (const name of metrics.filter((m) => attributes.includes(m))) {
      findings.push({ file, path: ['attributes', name], message: validatorMessage('metric-and-attribute', { name }) });
    }
    const check = (path: KeySegment[], expression: unknown, self?: string) =>
      findings.push(...expressionFindings(model, file, path, asText(expression), known, self));
    for (const [name, raw] of Object.entries(asRecord(data.metrics) ?? {})) {
      check(['metrics', name, 'calculation'], asRecord(raw)?.calculation, name);
      check(['metrics', name, 'filters'], asRecord(raw)?.filters);
    }
    for (const [name, raw] of Object.entries(asRecord(data.attributes) ?? {})) {
      check(['attributes', name, 'filters'], asRecord(raw)?.filters);
      asList(asRecord(raw)?.include).forEach((included, i) => {
        const ref = asText(included);
        if (ref && !known.has(ref))
          findings.push({
            file,
            path: ['attributes', name, 'include', i],
            message: unknownName(model, ref, `"${ref}"`),
          });
      });
    }
    return findings;
  });
}

function importFindings(
  model: MetadataModel,
  file: ParsedMetadataFile,
  source: unknown,
): { findings: Finding[]; imported: Set<string> } {
  const findings: Finding[] = [];
  const imported = new Set<string>();
  for (const [importPath, raw] of Object.entries(asRecord(source) ?? {})) {
    const lists = asRecord(raw) ?? {};
    const listed = (kind: ListKind) => asList(lists[kind]).flatMap((n) => asText(n) ?? []);
    (['columns', 'metrics', 'attributes'] as const).forEach((kind) => listed(kind).forEach((n) => imported.add(n)));
    const match = IMPORT_PATH.exec(importPath);
    if (!match) {
      findings.push({
        file,
        path: ['source', importPath],
        message: validatorMessage('not-an-import-path', { import: importPath }),
      });
      continue;
    }
    const [, layer, name] = match;
    const target = layer === 'schema' ? model.schemaFiles.get(name) : model.semanticsFiles.get(name);
    if (layer === 'semantics' && name === file.name) {
      findings.push({ file, path: ['source', importPath], message: validatorMessage('import-of-itself') });
      continue;
    }
    if (!target) {
      const files = layer === 'schema' ? model.schemaFiles : model.semanticsFiles;
      findings.push({
        file,
        path: ['source', importPath],
        message: validatorMessage('import-of-missing-file', {
          import: importPath,
          layer,
          name,
          files: listNames(files.keys()),
        }),
      });
      continue;
    }
    // `{}` and `{ columns: [] }` alike: an import that names nothing is a mistake, not a no-op.
    if ((['columns', 'metrics', 'attributes'] as const).every((kind) => listed(kind).length === 0)) {
      findings.push({ file, path: ['source', importPath], message: validatorMessage('import-of-nothing') });
    }
    if (model.unreadable.has(target.file)) continue;
    for (const kind of ['columns', 'metrics', 'attributes'] as const) {
      const available = definedNames(target, kind);
      listed(kind).forEach((n, i) => {
        const path = ['source', importPath, kind, i];
        if (!available) {
          findings.push({
            file,
            path,
            message:
              layer === 'schema'
                ? validatorMessage('schema-import-of-metrics', { kind })
                : validatorMessage('semantics-import-of-columns'),
          });
        } else if (!available.has(n)) {
          findings.push({
            file,
            path,
            message: validatorMessage('imported-name-unknown', {
              kind: singular(kind),
              name: n,
              file: target.file.source.displayPath,
            }),
          });
        }
      });
    }
  }
  return { findings, imported };
}

function expressionFindings(
  model: MetadataModel,
  file: ParsedMetadataFile,
  path: KeySegment[],
  expression: string | undefined,
  known: Set<string>,
  self?: string,
): Finding[] {
  if (!expression) return [];
  const findings: Finding[] = [];
  if ((expression.match(/\[/g) ?? []).length !== (expression.match(/\]/g) ?? []).length) {
    findings.push({ file, path, message: validatorMessage('unbalanced-brackets', { expression }) });
  }
  for (const match of expression.matchAll(REFERENCE)) {
    const ref = match[1].trim();
    if (ref === self)
      findings.push({ file, path, message: validatorMessage('metric-refers-to-itself', { name: ref }) });
    else if (!known.has(ref)) findings.push({ file, path, message: unknownName(model, ref, `[${ref}]`) });
  }
  return findings;
}

/** The reference is unknown here; say where it is defined, when it is, so the fix is one import. */
function unknownName(model: MetadataModel, ref: string, reference: string): ValidatorMessage {
  for (const [name, s] of model.schemaFiles)
    if (s.columns.has(ref)) return validatorMessage('unknown-reference-in-schema-file', { reference, file: name });
  for (const [name, s] of model.semanticsFiles) {
    for (const kind of ['metrics', 'attributes'] as const) {
      if (s[kind].has(ref))
        return validatorMessage('unknown-reference-in-semantics-file', { reference, file: name, kind });
    }
  }
  return validatorMessage('unknown-reference', { reference });
}

/** What an import of `kind` can name in the target: schema files hold columns only, semantics files no columns. */
function definedNames(target: SchemaFileModel | SemanticsFileModel, kind: ListKind): Set<string> | undefined {
  if ('columns' in target) return kind === 'columns' ? target.columns : undefined;
  return kind === 'columns' ? undefined : target[kind];
}

const singular = (kind: ListKind) => kind.slice(0, -1);
