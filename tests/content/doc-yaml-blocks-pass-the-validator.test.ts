import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readMetadataFolder } from '@/lib/examples/metadata-files';
import { formatProblems, validateMetadataFolder } from '@/lib/examples/validate-metadata';
import {
  asFileBlock,
  blockName,
  collectYamlBlocks,
  MODEL_FOLDERS,
  problemsOfBlock,
  type FileBlock,
} from '@/tests/helpers/doc-yaml-blocks';

/*
 * A reader copies a YAML block from a page and saves it. Every block that is a whole schema,
 * semantics or hierarchy file must then pass the same validator as Save and Upload YAML, checked
 * inside the folder of its worked example; a block marked expect-error="..." shows a mistake on
 * purpose, and the validator must reject it with that text.
 */
const blocks = collectYamlBlocks();
const fileBlocks = blocks.flatMap((block) => asFileBlock(block) ?? []);
const cases = fileBlocks.map((block) => [blockName(block), block] as const);

describe('the folders the blocks are checked in', () => {
  it.each(Object.entries(MODEL_FOLDERS))('the %s model passes the validator on its own', (_, folder) => {
    expect(formatProblems(validateMetadataFolder(folder))).toBe('The metadata has no problems.');
  });

  it('agree with the schema blocks of the retail model on the type of every column both hold', () => {
    const folder = new Map(
      readMetadataFolder(MODEL_FOLDERS.retail).map((source) => [source.path, parse(source.text) as SchemaData]),
    );
    const differences = fileBlocks
      .filter((block) => block.model === 'retail' && block.kind === 'schema' && !block.expectError)
      .flatMap((block) => {
        const kept = folder.get(block.path)?.columns ?? {};
        return Object.entries((parse(block.body) as SchemaData).columns ?? {}).flatMap(([column, entry]) => {
          const type = kept[column]?.type;
          return entry?.type && type && entry.type !== type
            ? [`${blockName(block)} gives ${column} the type ${entry.type}, ${block.path} of the retail model ${type}`]
            : [];
        });
      });
    expect(differences).toEqual([]);
  });
});

type SchemaData = { columns?: Record<string, { type?: string } | null> };

describe('YAML blocks on the docs pages that are metadata files', () => {
  it('include the example files and the retail blocks of the reference pages', () => {
    expect(fileBlocks.filter((b) => b.exampleFile).length).toBeGreaterThanOrEqual(11);
    expect(fileBlocks.filter((b) => b.model === 'retail').length).toBeGreaterThanOrEqual(5);
  });

  it.each(cases.filter(([, block]) => !block.expectError))('%s passes the validator', (_, block: FileBlock) => {
    expect(formatProblems(problemsOfBlock(block, fileBlocks))).toBe('The metadata has no problems.');
  });

  it.each(cases.filter(([, block]) => block.expectError))(
    '%s shows a mistake the validator reports',
    (_, block: FileBlock) => {
      const messages = problemsOfBlock(block, fileBlocks).map((problem) => problem.message);
      expect(
        messages.some((message) => message.includes(block.expectError!)),
        `reported instead: ${messages.join(' | ') || 'nothing'}`,
      ).toBe(true);
    },
  );
});
