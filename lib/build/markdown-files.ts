import fs from 'node:fs';
import path from 'node:path';
import { markdownPath } from '../doc-markdown';
import {
  getDocsInReadingOrder,
  LLMS_FULL_MAX_BYTES,
  LLMS_FULL_PATH,
  LLMS_FULL_SEPARATOR,
  llmsFullDocCount,
  llmsFullEnd,
  llmsFullIntro,
} from '../llms';

/**
 * llms-full.txt, written by the content stage (lib/stage/run-stage.ts) beside the docs' `.md`
 * copies, in a build and under `npm run dev` alike, or by the merge of a sharded build.
 */

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
