// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { buildNbaSample, SAMPLE_DIR } from './lib/examples/sample-data/generate.mjs';

/*
 * Writes the NBA sample data (CSV files, DDL, load script) from the schema files. Run it after
 * changing a schema file or the generator; the unit tests fail until the committed files match.
 */
const out = path.join(process.cwd(), SAMPLE_DIR);
fs.rmSync(out, { recursive: true, force: true });
for (const [rel, text] of buildNbaSample()) {
  fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
  fs.writeFileSync(path.join(out, rel), text);
}
console.log(`Wrote ${SAMPLE_DIR}: ${[...buildNbaSample().keys()].join(', ')}`);
