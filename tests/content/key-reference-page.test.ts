import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaPath } from '@/lib/examples/json-schemas';
import { templatePattern, VALIDATOR_MESSAGES } from '@/lib/examples/validator-messages';
import { absoluteUrl } from '@/lib/routes';
import { parse } from 'yaml';
import { keyReference, keyReferenceTable } from '@/scripts/lib/examples/key-reference';

/*
 * The YAML key reference page lists every key with the validator's exact messages. Its tables
 * are produced from the same zod shapes the validator and the JSON Schemas use; this test fails
 * when the page and the code drift, and prints the table the page should hold.
 */
const pageFile = 'content/docs/metadata/yaml-reference.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');
/** Every inline code span of the page, as a reader sees it (a table cell escapes its pipes). */
const codeSpans = [...page.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].replace(/\\\|/g, '|'));

describe(`the YAML key reference (${pageFile})`, () => {
  it.each(['schema', 'semantics', 'hierarchy'] as const)('holds the generated table of every %s-file key', (kind) => {
    const table = keyReferenceTable(kind);
    expect(page.includes(table), `${pageFile} should hold this table for ${kind} files:\n\n${table}\n`).toBe(true);
  });

  it.each(['schema', 'semantics', 'hierarchy'] as const)(
    'gives the editor setup line for %s files with the published URL',
    (kind) => {
      expect(page).toContain(`$schema=${absoluteUrl(jsonSchemaPath(kind))}`);
    },
  );

  // The catalogue lists every message a rule can report, so a new rule is documented or fails here.
  it.each(VALIDATOR_MESSAGES.map((m) => [m.id, m.template] as const))(
    'quotes the validator message %s, with example values: %s',
    (_id, template) => {
      const pattern = templatePattern(template);
      expect(
        codeSpans.some((span) => pattern.test(span)),
        `${pageFile} should quote this message in backticks, its {placeholders} filled with example values:\n  ${template}\n`,
      ).toBe(true);
    },
  );

  // The page tells readers of YAML 1.1 tools (PyYAML) to quote the key "on"; its examples do.
  it.each(['schema', 'semantics', 'hierarchy'] as const)(
    'gives %s-file examples that a YAML 1.1 reader reads as YAML 1.2 does',
    (kind) => {
      const differ = keyReference(kind).filter(
        (row) => JSON.stringify(parse(row.example, { version: '1.1' })) !== JSON.stringify(parse(row.example)),
      );
      expect(differ.map((row) => `${row.key}: ${row.example}`)).toEqual([]);
    },
  );
});
