import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaPath } from '@/lib/examples/json-schemas';
import { absoluteUrl } from '@/lib/routes';
import { keyReferenceTable } from '@/scripts/lib/examples/key-reference';

/*
 * The YAML key reference page lists every key with the validator's exact messages. Its tables
 * are produced from the same zod shapes the validator and the JSON Schemas use; this test fails
 * when the page and the code drift, and prints the table the page should hold.
 */
const pageFile = 'content/docs/metadata/yaml-reference.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');

describe(`the YAML key reference (${pageFile})`, () => {
  it.each(['schema', 'semantics', 'hierarchy'] as const)('holds the generated table of every %s-file key', (kind) => {
    const table = keyReferenceTable(kind);
    expect(page.includes(table), `${pageFile} should hold this table for ${kind} files:\n\n${table}\n`).toBe(true);
  });

  it.each(['schema', 'semantics', 'hierarchy'] as const)('gives the editor setup line for %s files with the published URL', (kind) => {
    expect(page).toContain(`$schema=${absoluteUrl(jsonSchemaPath(kind))}`);
  });
});
