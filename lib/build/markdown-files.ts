import fs from 'node:fs';
import path from 'node:path';
import type { Doc } from '../content/docs';
import { markdownPath } from '../doc-markdown';
import { moveRenderedCopy } from './rendered-markdown';
import {
  getDocsInReadingOrder,
  LLMS_FULL_MAX_BYTES,
  LLMS_FULL_PATH,
  LLMS_FULL_SEPARATOR,
  llmsFullDocCount,
  llmsFullEnd,
  llmsFullIntro,
  makeDocMarkdown,
} from '../llms';

/**
 * The Markdown a build publishes beside the pages: each doc's copy at its URL plus `.md`, and
 * llms-full.txt. Written after `next build` rather than by routes inside it: at 10,000 pages the
 * copies were half of the routes Next rendered, and llms-full.txt one string of every doc held in
 * a build worker. `next dev` serves both from routes (app/md-export, app/llms-full.txt).
 */

/**
 * Writes each doc's copy (`/agent/agent` -> `<outDir>/agent/agent.md`): the one its render made
 * (lib/build/rendered-markdown.ts), else made now. Returns how many of each.
 */
export function writeMarkdownCopies(outDir: string, docs: readonly Doc[]): { rendered: number; made: number } {
  let rendered = 0;
  for (const doc of docs) {
    const file = path.join(outDir, markdownPath(doc.path));
    if (fs.existsSync(file))
      throw new Error(
        `Cannot write the Markdown copy of ${doc.path}: ${path.relative(outDir, file)} already exists in out/ (a file in public/, or another page with that URL).`,
      );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (moveRenderedCopy(doc, file)) rendered += 1;
    else fs.writeFileSync(file, makeDocMarkdown(doc));
  }
  return { rendered, made: docs.length - rendered };
}

/**
 * Writes llms-full.txt from the copies already in `outDir`, a doc at a time, so the whole file is
 * never one string. Every copy must be there: after a sharded build, only once they are merged.
 * Returns how many docs it holds (all of them unless they pass `maxBytes`: lib/llms.ts).
 */
export async function writeLlmsFull(outDir: string, maxBytes: number = LLMS_FULL_MAX_BYTES): Promise<number> {
  const docs = getDocsInReadingOrder();
  const missing = docs.filter((doc) => !fs.existsSync(path.join(outDir, markdownPath(doc.path))));
  if (missing.length > 0)
    throw new Error(
      `llms-full.txt needs every doc's Markdown copy, and ${missing.length} are not in out/ (${missing
        .slice(0, 3)
        .map((doc) => markdownPath(doc.path))
        .join(', ')}…).`,
    );
  const copies = docs.map((doc) => path.join(outDir, markdownPath(doc.path)));
  const held = llmsFullDocCount(
    copies.map((file) => fs.statSync(file).size),
    maxBytes,
  );
  const stream = fs.createWriteStream(path.join(outDir, LLMS_FULL_PATH.slice(1)));
  const write = (text: string | Buffer) =>
    stream.write(text) ? Promise.resolve() : new Promise<void>((resolve) => stream.once('drain', resolve));
  await write(llmsFullIntro(held, docs.length));
  for (const file of copies.slice(0, held)) {
    await write(LLMS_FULL_SEPARATOR);
    await write(fs.readFileSync(file));
  }
  await write(llmsFullEnd(docs, held));
  await new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return held;
}
