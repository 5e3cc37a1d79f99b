// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * A search index has a root and many small pieces (lib/search/index-format.ts). Next writes one
 * file per route parameter, and thousands of tiny routes would cost the build more than the
 * pages, so the route writes each index's pieces as one bundle, `<root name minus .json>` plus
 * this suffix, and the build splits it into `search-index/pieces/` here. Under `next dev` a
 * route serves each piece (app/search-index/pieces/[file]/route.dev.ts).
 */
export const PIECE_BUNDLE_SUFFIX = '.pieces.json';

/** Splits every bundle in `<outDir>/search-index/` into its pieces and removes it; returns the pieces written. */
/** @param {string} outDir */
export function placeSearchPieces(outDir) {
  const indexDir = path.join(outDir, 'search-index');
  const piecesDir = path.join(indexDir, 'pieces');
  if (!fs.existsSync(indexDir)) return 0;
  fs.mkdirSync(piecesDir, { recursive: true });
  let written = 0;
  for (const bundle of fs.readdirSync(indexDir).filter((name) => name.endsWith(PIECE_BUNDLE_SUFFIX))) {
    const file = path.join(indexDir, bundle);
    const pieces = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const [name, json] of Object.entries(pieces)) {
      if (name.includes('/') || name.includes('\\')) throw new Error(`${file}: piece name ${JSON.stringify(name)} is not a plain file name.`);
      fs.writeFileSync(path.join(piecesDir, name), json);
      written += 1;
    }
    fs.rmSync(file);
  }
  return written;
}
