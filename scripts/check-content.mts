// `npm run check`: validates every content file without a build and prints every problem as
// `file:line: message`, then every warning; exits 1 when there is a problem (warnings alone
// pass). Usage: npm run check [-- <content folder>] (a folder argument is for fixtures; the
// site's content/ by default).
import path from 'node:path';

const started = performance.now();
const folder = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (folder) process.env.PLUMBLINE_CONTENT_DIR = path.resolve(folder);
// The loaders import the content index: a fresh clone has one from `npm install`, written here if not.
const { ensureContentModules } = await import('../lib/content/content-index-writer.mjs');
ensureContentModules();
// Imported after the folder is set: lib/content/files.ts reads it once, when first imported.
const { checkContent } = await import('./lib/content-check/check-content.ts');
const { formatContentProblem } = await import('./lib/content-check/content-problem.ts');

const { count } = await import('./lib/count.mts');

const { problems, warnings } = await checkContent();
for (const problem of [...problems, ...warnings]) console.log(formatContentProblem(problem));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const warned = warnings.length === 0 ? '' : `, ${count(warnings.length, 'warning')}`;
console.log(`Content check: ${count(problems.length, 'problem')}${warned} (${seconds} s).`);
process.exit(problems.length === 0 ? 0 : 1);
