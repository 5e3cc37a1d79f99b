// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * A route file under app/ that exports no default component renders nothing; Next's own
 * message for it is cryptic and comes late, so the build checks every page file first.
 */
const PAGE_FILE = /^(page|layout|not-found|error|global-error|loading)(\.dev|\.export)?\.(tsx|ts|jsx|js|mdx)$/;
const DEFAULT_EXPORT = /^\s*export\s+default\b|^\s*export\s*\{[^}]*\b(as\s+)?default\b[^}]*\}/m;

/** @param {string} appDir @returns {string[]} route files without a default export */
export function findPagesWithoutDefaultExport(appDir) {
  return listRouteFiles(appDir).filter((file) => !DEFAULT_EXPORT.test(fs.readFileSync(file, 'utf8')));
}

/** @param {string} appDir */
export function assertPagesHaveDefaultExports(appDir) {
  const missing = findPagesWithoutDefaultExport(appDir);
  if (missing.length === 0) return;
  const names = missing.map((file) => `  - ${path.relative(process.cwd(), file)}`).join('\n');
  throw new Error(
    `A page component has no default export, so the page cannot render anything:\n${names}\nExport the component as default (\`export default function Page() { ... }\`).`,
  );
}

/** @param {string} dir @returns {string[]} */
function listRouteFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listRouteFiles(full));
    else if (PAGE_FILE.test(entry.name)) files.push(full);
  }
  return files.sort();
}
