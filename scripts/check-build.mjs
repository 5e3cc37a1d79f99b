// Runs after `next build`: fails the build on broken links in out/ and warns on broken anchors,
// at the levels set in lib/site-checks.mjs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runOutputChecks } from './lib/integrity/check-output.mjs';
import { siteChecks } from '../lib/site-checks.mjs';
import { siteDeploy } from '../lib/site-deploy.mjs';

const root = process.cwd();
const contentDir = process.env.PLUMBLINE_CONTENT_DIR
  ? path.resolve(process.env.PLUMBLINE_CONTENT_DIR)
  : path.join(root, 'content');

/** Each page's Markdown file by URL, from the route table, so every broken link is given with its file and line. */
function pageSources() {
  const child = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['--tsconfig', 'tsconfig.json', 'scripts/page-sources.mts'],
    { encoding: 'utf8' },
  );
  if (child.status === 0) return JSON.parse(child.stdout);
  console.warn(
    `[warn] The link check could not read the route table, so it names a page's file only when its URL follows the file's path:\n${child.stderr.trim()}`,
  );
  return {};
}

try {
  const result = runOutputChecks({
    outDir: path.join(root, 'out'),
    baseUrl: siteDeploy.baseUrl,
    siteUrl: siteDeploy.url,
    contentDir,
    sources: pageSources(),
    levels: siteChecks,
  });
  console.log(`Link check: ${result.links} links on ${result.pages} pages checked.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
