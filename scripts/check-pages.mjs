// Runs before `next build`: every route file under app/ must export a default component.
import path from 'node:path';
import { assertPagesHaveDefaultExports } from './lib/integrity/check-pages.mjs';

try {
  assertPagesHaveDefaultExports(path.join(process.cwd(), 'app'));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
