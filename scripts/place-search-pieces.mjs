// Runs after `next build`: splits each search index's piece bundle into out/search-index/pieces/
// (lib/build/search-pieces.mjs says why the route writes bundles).
import path from 'node:path';
import { placeSearchPieces } from '../lib/build/search-pieces.mjs';

try {
  console.log(`Search index: ${placeSearchPieces(path.join(process.cwd(), 'out'))} pieces placed.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
