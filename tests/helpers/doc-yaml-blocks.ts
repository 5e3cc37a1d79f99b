import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isMap, parseDocument, stringify } from 'yaml';
import { contentRoot, listFiles, readMarkdownFile, toDisplayPath } from '@/lib/content/files';
import { parseFenceMeta } from '@/lib/mdx/code-fence-meta';
import { applyMagicComments } from '@/lib/mdx/magic-comments';
import { contentSourceFile } from '@/lib/mdx/source-file';
import { classify, readMetadataFolder, type MetadataFileKind } from '@/lib/examples/metadata-files';
import { validateMetadata, type MetadataProblem } from '@/lib/examples/validate-metadata';

/** One ```yaml block of a docs page, with the fence meta that decides how it is checked. */
export interface YamlBlock {
  /** The page, from the repository root: `content/docs/agent/metadata.md`. */
  page: string;
  /** Line of the opening fence in the page, front matter counted. */
  line: number;
  title?: string;
  /** `file="nba/schema/game_f.yml"`: the block shows that file of content/examples. */
  exampleFile?: string;
  /** `expect-error="..."`: the block shows a mistake, and the validator must report this text. */
  expectError?: string;
  /** The YAML as a reader copies it. */
  body: string;
}

/** `content/docs/x.md:12 "title"`, how a test case names a block. */
export const blockName = (block: YamlBlock) => `${block.page}:${block.line}${block.title ? ` "${block.title}"` : ''}`;

/** Every ```yaml block of every docs page (partials included), read from the Markdown tree the site renders from. */
export function collectYamlBlocks(root: string = contentRoot): YamlBlock[] {
  const docsDir = path.join(root, 'docs');
  return listFiles(docsDir)
    .filter((rel) => /\.mdx?$/.test(rel))
    .flatMap((rel) => yamlBlocksOfPage(path.join(docsDir, rel), root));
}

function yamlBlocksOfPage(absPath: string, root: string): YamlBlock[] {
  const page = readMarkdownFile(absPath);
  const file = contentSourceFile({ sourcePath: page.absPath, body: page.body, bodyStartLine: page.bodyStartLine });
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(file) as Root;
  const blocks: YamlBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    if (!/^ya?ml$/i.test(node.lang ?? '')) return;
    const { attributes } = parseFenceMeta(node.meta ?? '');
    const exampleFile = attributes.get('file');
    const text = exampleFile ? fs.readFileSync(path.join(root, 'examples', exampleFile), 'utf8') : node.value;
    blocks.push({
      page: toDisplayPath(absPath),
      line: node.position?.start.line ?? 1,
      title: attributes.get('title') ?? (exampleFile ? path.basename(exampleFile) : undefined),
      exampleFile,
      expectError: attributes.get('expect-error'),
      body: applyMagicComments(text, 'yaml').code,
    });
  });
  return blocks;
}

/** The keys a whole file of each kind must have: a block that has them is a file, whatever its title. */
const REQUIRED_KEYS: Record<MetadataFileKind, string[]> = {
  schema: ['subject_area', 'table_info'],
  semantics: ['folder', 'type', 'source'],
  hierarchy: ['hierarchies'],
};
const TOP_LEVEL_KEYS: Record<MetadataFileKind, string[]> = {
  schema: ['subject_area', 'table_info', 'columns'],
  semantics: ['folder', 'type', 'source', 'metrics', 'attributes'],
  hierarchy: ['hierarchies'],
};
const KINDS = Object.keys(REQUIRED_KEYS) as MetadataFileKind[];

/** A block that is a whole metadata file, placed where it belongs in a metadata folder. */
export interface FileBlock extends YamlBlock {
  kind: MetadataFileKind;
  /** Its path in a metadata folder: `schema/orders_f.yml`. */
  path: string;
  /** Which worked example it belongs to, and so which folder it is checked in. */
  model: 'nba' | 'retail';
}

/** A block's title marks it as part of a file, not all of it, with the word "excerpt". */
export const isExcerpt = (block: YamlBlock) => /\bexcerpt\b/i.test(block.title ?? '');

/**
 * Whether a block is a schema, semantics or hierarchy file, and which. It is one when it shows an
 * example file, when it has every required top-level key of a kind, or when its title names a
 * `.yml` file and does not call the block an excerpt. Everything else is a fragment shown to
 * explain one key (`subject_area: sales`, a `metrics:` entry), or a line to add to a file, such
 * as the editor's schema comment, which holds no key at all.
 */
export function asFileBlock(block: YamlBlock): FileBlock | undefined {
  const doc = parseDocument(block.body);
  const data = doc.errors.length === 0 ? (doc.toJS() as unknown) : undefined;
  const keys = data !== null && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
  const titled = /([\w./-]+\.ya?ml)\b/.exec(block.title ?? '')?.[1];
  const complete = KINDS.find((kind) => REQUIRED_KEYS[kind].every((key) => keys.includes(key)));
  const named = titled !== undefined && !isExcerpt(block) && (isMap(doc.contents) || doc.errors.length > 0);
  if (!block.exampleFile && !complete && !named) return undefined;

  const fromPath = block.exampleFile
    ? classify(block.exampleFile.split('/').slice(1).join('/'))
    : titled
      ? classify(titled)
      : undefined;
  const byKeys = KINDS.find((kind) => keys.length > 0 && keys.every((key) => TOP_LEVEL_KEYS[kind].includes(key)));
  const kind = fromPath?.kind ?? complete ?? byKeys ?? 'schema';
  const name =
    fromPath?.name ?? (titled ? path.posix.basename(titled).replace(/\.ya?ml$/, '') : fallbackName(kind, data, block));
  const record = (data ?? {}) as Record<string, unknown>;
  const nba =
    block.exampleFile?.startsWith('nba/') ||
    record.subject_area === 'basketball' ||
    record.folder === 'basketball_analytics';
  return {
    ...block,
    kind,
    path: kind === 'hierarchy' ? 'hierarchy.yml' : `${kind}/${name}.yml`,
    model: nba ? 'nba' : 'retail',
  };
}

/** An untitled file is named after its table, as the schema layer names files; a semantics file after its line. */
function fallbackName(kind: MetadataFileKind, data: unknown, block: YamlBlock): string {
  const tableInfo = (data as { table_info?: { table?: unknown }[] } | undefined)?.table_info;
  const table = Array.isArray(tableInfo) ? tableInfo[0]?.table : undefined;
  return kind === 'schema' && typeof table === 'string' ? table : `block_at_line_${block.line}`;
}

/** The folder each worked example is checked in: the NBA sample as it ships, and the retail model the reference pages use. */
export const MODEL_FOLDERS: Record<FileBlock['model'], string> = {
  nba: path.join(process.cwd(), 'content/examples/nba'),
  retail: path.join(process.cwd(), 'tests/fixtures/the-retail-model-the-metadata-pages-use'),
};

/**
 * The validator's problems with one block, checked as the file it is inside its example's folder.
 * The other file blocks of the same page stand in for the folder's files first, as a reader who
 * follows the page would have them: a whole file replaces the folder's, and an excerpt of a schema
 * file adds its columns to it. The block itself then replaces the file of its path. Only problems
 * located in the block are returned, so an excerpt is not blamed for what other files import.
 */
export function problemsOfBlock(block: FileBlock, pageBlocks: readonly FileBlock[]): MetadataProblem[] {
  const displayPath = `${block.page} (the block at line ${block.line}, as ${block.path})`;
  const folder = new Map(readMetadataFolder(MODEL_FOLDERS[block.model]).map((source) => [source.path, source]));
  const siblings = pageBlocks.filter(
    (other) =>
      other !== block &&
      other.page === block.page &&
      other.model === block.model &&
      !other.expectError &&
      other.path !== block.path,
  );
  for (const other of siblings) {
    const kept = folder.get(other.path);
    const text =
      !kept || !isExcerpt(other)
        ? other.body
        : other.kind === 'schema'
          ? withColumnsOf(kept.text, other.body)
          : kept.text;
    folder.set(other.path, { path: other.path, displayPath: `${other.page}:${other.line}`, text });
  }
  folder.set(block.path, { path: block.path, displayPath, text: block.body });
  return validateMetadata([...folder.values()], toDisplayPath(MODEL_FOLDERS[block.model])).filter(
    (problem) => problem.file === displayPath,
  );
}

/** A schema file with the columns of an excerpt of it added, the excerpt's entry winning for a column both have. */
function withColumnsOf(fileText: string, excerptText: string): string {
  const file = parseDocument(fileText).toJS() as { columns?: Record<string, unknown> };
  const excerpt = parseDocument(excerptText).toJS() as { columns?: Record<string, unknown> };
  return stringify({ ...file, columns: { ...file.columns, ...excerpt.columns } });
}
