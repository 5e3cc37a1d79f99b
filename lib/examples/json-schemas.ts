import { z } from 'zod';
import { absoluteUrl } from '../routes';
import type { MetadataFileKind } from './metadata-files';
import { SHAPES } from './metadata-shapes';

/** One published JSON Schema per kind of metadata file; the URL is part of the docs, keep it stable. */
export const JSON_SCHEMA_FILES: Record<MetadataFileKind, string> = {
  schema: 'schema-file.json',
  semantics: 'semantics-file.json',
  hierarchy: 'hierarchy-file.json',
};

const TITLES: Record<MetadataFileKind, string> = {
  schema: 'Schema file (schema/<table>.yml)',
  semantics: 'Semantics file (semantics/<name>.yml)',
  hierarchy: 'Hierarchy file (hierarchy.yml)',
};

/** Path of a kind's JSON Schema on the site, e.g. `/schemas/schema-file.json`. */
export const jsonSchemaPath = (kind: MetadataFileKind) => `/schemas/${JSON_SCHEMA_FILES[kind]}`;

/**
 * The JSON Schema of a kind of metadata file, generated from the zod shapes the validator uses,
 * so an editor and the validator can never disagree on a key, a type or a required field. The
 * rules that span files (imports, joins, synonyms) need the whole folder and stay in the validator.
 */
export function metadataJsonSchema(kind: MetadataFileKind): Record<string, unknown> {
  // Draft 7: the version YAML editors have supported longest.
  const generated = z.toJSONSchema(SHAPES[kind], { target: 'draft-7' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return { $schema, $id: absoluteUrl(jsonSchemaPath(kind)), title: TITLES[kind], ...rest };
}

export function jsonSchemaKindOf(file: string): MetadataFileKind | undefined {
  return (Object.keys(JSON_SCHEMA_FILES) as MetadataFileKind[]).find((kind) => JSON_SCHEMA_FILES[kind] === file);
}
