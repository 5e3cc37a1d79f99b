import fs from 'node:fs';
import path from 'node:path';
import { classify, parseMetadataFile, readMetadataFolder, type MetadataSource, type ParsedMetadataFile } from './metadata-files';
import { buildModel, type Finding } from './metadata-model';
import { formatKeyPath, type MetadataProblem } from './metadata-problems';
import { shapeFindings } from './metadata-shapes';
import { schemaReferenceFindings } from './schema-references';
import { semanticsReferenceFindings } from './semantics-references';
import { columnFindings } from './column-rules';
import { joinFindings } from './join-rules';
import { vocabularyFindings } from './vocabulary-rules';

export { formatProblem, formatProblems, type MetadataProblem } from './metadata-problems';

/**
 * Checks a metadata folder (schema/*.yml, semantics/*.yml, hierarchy.yml) against the rules the
 * metadata pages teach, and returns every problem found, in file order. Pure: the files come in
 * as text, so tests and tools can check content that is not on disk.
 */
export function validateMetadata(sources: readonly MetadataSource[], folderDisplayPath = '.'): MetadataProblem[] {
  const problems: MetadataProblem[] = [];
  const files: ParsedMetadataFile[] = [];
  for (const source of sources) {
    const place = classify(source.path);
    if (!place) {
      problems.push({ file: source.displayPath, key: '(file)', message: misplacedMessage(source.path) });
      continue;
    }
    const file = parseMetadataFile(source, place.kind, place.name);
    files.push(file);
    for (const error of file.syntaxErrors) {
      problems.push({ file: source.displayPath, key: '(file)', line: error.line, message: `is not valid YAML: ${error.message}` });
    }
  }
  if (!files.some((f) => f.kind === 'schema')) {
    problems.push({ file: folderDisplayPath, key: '(folder)', message: 'has no schema files; add one schema/<table>.yml per table' });
  }
  const { model, findings } = buildModel(files);
  const all: Finding[] = [
    ...files.flatMap((file) => (file.data === undefined ? [] : shapeFindings(file.kind, file.data).map((f) => ({ file, ...f })))),
    ...findings,
    ...schemaReferenceFindings(model),
    ...semanticsReferenceFindings(model),
    ...columnFindings(model),
    ...joinFindings(model),
    ...vocabularyFindings(model),
  ];
  problems.push(...all.map(toProblem));
  return sortProblems(problems);
}

/** Reads a metadata folder from disk and validates it; paths in problems are repository-relative. */
export function validateMetadataFolder(dir: string): MetadataProblem[] {
  const display = path.relative(process.cwd(), dir).split(path.sep).join('/') || '.';
  if (!fs.existsSync(dir)) return [{ file: display, key: '(folder)', message: 'does not exist' }];
  return validateMetadata(readMetadataFolder(dir), display);
}

function toProblem({ file, path: keyPath, message }: Finding): MetadataProblem {
  const line = file.lineOf(keyPath);
  return { file: file.source.displayPath, key: formatKeyPath(keyPath), ...(line ? { line } : {}), message };
}

function misplacedMessage(relPath: string): string {
  if (/\.yaml$/i.test(relPath)) return 'use the .yml extension: imports such as "schema.game_f" resolve to schema/game_f.yml';
  return 'is outside the metadata layout: schema files go in schema/<table>.yml, semantics files in semantics/<name>.yml, hierarchies in hierarchy.yml';
}

function sortProblems(problems: MetadataProblem[]): MetadataProblem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.file.localeCompare(b.p.file) || (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}
