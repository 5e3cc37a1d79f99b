import fs from 'node:fs';
import path from 'node:path';
import {
  classify,
  parseMetadataFile,
  readMetadataFolder,
  type MetadataSource,
  type ParsedMetadataFile,
} from './metadata-files';
import { buildModel, type Finding } from './metadata-model';
import { formatKeyPath, type MetadataProblem } from './metadata-problems';
import { shapeFindings } from './metadata-shapes';
import { schemaReferenceFindings } from './schema-references';
import { semanticsReferenceFindings } from './semantics-references';
import { columnFindings } from './column-rules';
import { joinFindings } from './join-rules';
import { vocabularyFindings } from './vocabulary-rules';
import { ratioFindings } from './ratio-rules';
import { validatorMessage } from './validator-messages';

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
      problems.push({
        file: source.displayPath,
        key: '(file)',
        line: error.line,
        message: validatorMessage('invalid-yaml', { reason: error.message }),
      });
    }
  }
  if (!files.some((f) => f.kind === 'schema')) {
    problems.push({ file: folderDisplayPath, key: '(folder)', message: validatorMessage('no-schema-files') });
  }
  const { model, findings } = buildModel(files);
  const all: Finding[] = [
    ...files.flatMap((file) =>
      file.data === undefined ? [] : shapeFindings(file.kind, file.data).map((f) => ({ file, ...f })),
    ),
    ...findings,
    ...schemaReferenceFindings(model),
    ...semanticsReferenceFindings(model),
    ...columnFindings(model),
    ...joinFindings(model),
    ...vocabularyFindings(model),
    ...ratioFindings(model),
  ];
  problems.push(...all.map(toProblem));
  return sortProblems(problems);
}

/** Reads a metadata folder from disk and validates it; paths in problems are repository-relative. */
export function validateMetadataFolder(dir: string): MetadataProblem[] {
  const display = path.relative(process.cwd(), dir).split(path.sep).join('/') || '.';
  if (!fs.existsSync(dir)) return [{ file: display, key: '(folder)', message: validatorMessage('folder-missing') }];
  return validateMetadata(readMetadataFolder(dir), display);
}

function toProblem({ file, path: keyPath, message }: Finding): MetadataProblem {
  const line = file.lineOf(keyPath);
  return { file: file.source.displayPath, key: formatKeyPath(keyPath), ...(line ? { line } : {}), message };
}

function misplacedMessage(relPath: string): string {
  return validatorMessage(/\.yaml$/i.test(relPath) ? 'yaml-extension' : 'outside-layout');
}

function sortProblems(problems: MetadataProblem[]): MetadataProblem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.file.localeCompare(b.p.file) || (a.p.line ?? 0) - (b.p.line ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}
