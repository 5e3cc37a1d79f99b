// Runs after `next build`: fails the build on broken links in out/ and warns on broken anchors,
// at the levels set in lib/site-checks.mjs.
import path from 'node:path';
import { runOutputChecks } from './lib/integrity/check-output.mjs';
import { siteChecks } from '../lib/site-checks.mjs';
import { siteDeploy } from '../lib/site-deploy.mjs';

const root = process.cwd();
const contentDir = process.env.PLUMBLINE_CONTENT_DIR ? path.resolve(process.env.PLUMBLINE_CONTENT_DIR) : path.join(root, 'content');
try {
  const result = runOutputChecks({
    outDir: path.join(root, 'out'),
    baseUrl: siteDeploy.baseUrl,
    siteUrl: siteDeploy.url,
    contentDir,
    levels: siteChecks,
  });
  console.log(`Link check: ${result.links} links on ${result.pages} pages checked.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
