import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { classify } from '@/lib/examples/metadata-files';
import { jsonSchemaPath, metadataJsonSchema } from '@/lib/examples/json-schemas';
import { listFiles } from '@/lib/content/files';

/*
 * The JSON Schemas are what editors check metadata against while people type. They come from
 * the validator's own zod shapes, so the two must agree: what the validator accepts, the schema
 * accepts, and a file the validator rejects for its shape is rejected in the editor too.
 */
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = {
  schema: ajv.compile(metadataJsonSchema('schema')),
  semantics: ajv.compile(metadataJsonSchema('semantics')),
  hierarchy: ajv.compile(metadataJsonSchema('hierarchy')),
};

function filesOf(dir: string) {
  return listFiles(dir).flatMap((rel) => {
    const place = classify(rel);
    return place
      ? [{ rel, kind: place.kind, data: parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as unknown }]
      : [];
  });
}

describe('the JSON Schemas of the metadata files', () => {
  it('are published at stable URLs under the site URL', () => {
    expect(jsonSchemaPath('schema')).toBe('/schemas/schema-file.json');
    expect(metadataJsonSchema('semantics').$id).toMatch(/^https:\/\/[^/]+\/schemas\/semantics-file\.json$/);
  });

  it('carry a description and an example for every key, for editor hovers', () => {
    const missing: string[] = [];
    const walk = (node: Record<string, unknown>, at: string) => {
      for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (!child.description || !Array.isArray(child.examples)) missing.push(`${at}${key}`);
        walk(child, `${at}${key}.`);
        if (child.items) walk(child.items as Record<string, unknown>, `${at}${key}[].`);
        if (typeof child.additionalProperties === 'object')
          walk(child.additionalProperties as Record<string, unknown>, `${at}${key}.<name>.`);
      }
    };
    for (const kind of ['schema', 'semantics', 'hierarchy'] as const) walk(metadataJsonSchema(kind), `${kind}: `);
    expect(missing).toEqual([]);
  });

  it('accept every file of the NBA example', () => {
    const rejected = filesOf(path.join(process.cwd(), 'content/examples/nba')).flatMap(({ rel, kind, data }) =>
      validators[kind](data) ? [] : [`${rel}: ${ajv.errorsText(validators[kind].errors)}`],
    );
    expect(rejected).toEqual([]);
  });

  it.each([
    ['metadata-unknown-key', 'schema/game_f.yml'],
    ['metadata-missing-required', 'schema/game_f.yml'],
    ['metadata-missing-required', 'semantics/games.yml'],
    ['metadata-not-a-boolean', 'schema/game_f.yml'],
    ['metadata-unknown-semantics-type', 'semantics/games.yml'],
    ['metadata-with-capitals-in-subject-area-and-folder', 'schema/game_f.yml'],
    ['metadata-with-capitals-in-subject-area-and-folder', 'semantics/games.yml'],
  ])('reject %s/%s, as the validator does', (fixture, rel) => {
    const file = filesOf(path.join(process.cwd(), 'tests/fixtures', fixture)).find((f) => f.rel === rel)!;
    expect(validators[file.kind](file.data)).toBe(false);
  });
});
