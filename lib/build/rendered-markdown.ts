import fs from 'node:fs';
import path from 'node:path';
import { contentHash, writeFileAtomically } from '../content/build-cache';
import { isBuild } from '../content/build-mode';
import { toDisplayPath } from '../content/files';
import type { Doc } from '../content/docs';
import type { ParsedPage } from '../mdx/compile-input';
import { docMarkdownInputs, makeDocMarkdown } from '../llms';

/**
 * A doc's `.md` copy is mostly parsing its Markdown, which the page's compile has just done: at
 * 9,501 docs pages the copies, each parsing its page again after `next build`, took 294 s of a
 * 1,649 s build. So a build's doc page makes its copy as it compiles, from the compile's tree,
 * and leaves it here; the step after `next build` (lib/build/markdown-files.ts) moves it into
 * out/, and makes any copy no render left (a page whose compile text differs from the copy's).
 * Next empties `.next/` at the start of every build; a copy is named by its page and everything
 * it is made from, so one made from other inputs is never taken.
 */
const COPIES_DIR = path.join('.next', 'plumbline', 'markdown-copies');

function copyFile(doc: Doc): string {
  return path.join(
    process.cwd(),
    COPIES_DIR,
    `${contentHash(toDisplayPath(doc.sourcePath), ...docMarkdownInputs(doc)).slice(0, 32)}.md`,
  );
}

/** In a build, what a doc page's compile calls with the page as parsed: writes the page's copy. */
export function markdownCopyKeeper(doc: Doc): ((parsed: ParsedPage) => void) | undefined {
  if (!isBuild()) return undefined;
  return (parsed) => {
    let text: string;
    try {
      text = makeDocMarkdown(doc, parsed);
    } catch {
      // Not the page's problem to report here: the step after `next build` makes this copy again, and says why it cannot.
      return;
    }
    writeFileAtomically(copyFile(doc), text);
  };
}

/** Moves the copy the doc's render left to `file`; false when it left none. */
export function moveRenderedCopy(doc: Doc, file: string): boolean {
  try {
    fs.renameSync(copyFile(doc), file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
