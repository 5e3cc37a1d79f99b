import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertPagesHaveDefaultExports, findPagesWithoutDefaultExport } from '@/scripts/lib/integrity/check-pages.mjs';
import { dedupeRoutes } from '@/lib/integrity/dedupe-routes';
import { loadDocsVersion } from '@/lib/content/docs';

function tempApp(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-'));
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

describe('duplicate routes', () => {
  const routes = [
    { path: '/a', title: 'A', source: 'content/docs/a.md' },
    { path: '/a', title: 'Other A', displayPath: 'content/docs/other.md' },
    { path: '/b', title: 'B' },
    { path: '/b', title: 'Blog B' },
  ];

  it('warn by default, naming both claimants, and keep the first', () => {
    const lines: string[] = [];
    const kept = dedupeRoutes(routes, 'warn', (l) => lines.push(l));
    expect(kept.map((r) => r.title)).toEqual(['A', 'B']);
    expect(lines).toEqual([
      "[warn] Duplicate routes found (siteChecks.onDuplicateRoutes is 'warn' in lib/site-checks.mjs); only the first of each is built:\n" +
        '- /a: built by content/docs/a.md and by content/docs/other.md\n- /b: built by "B" and by "Blog B"',
    ]);
  });

  it('stop the build when the level is throw', () => {
    expect(() => dedupeRoutes(routes, 'throw')).toThrow(/Duplicate routes found .*'throw'/);
  });
});

describe('a page component without a default export', () => {
  it('is named, and the build is told the page cannot render anything', () => {
    const dir = tempApp({
      'page.tsx': 'export default function Home() { return null; }',
      'blog/page.tsx': 'export function BlogPage() { return null; }',
      'tags/layout.tsx': 'function Layout() { return null; }\nexport { Layout as default };',
      'feed/route.ts': 'export function GET() {}',
      'docs/page.export.tsx':
        "export { default, generateMetadata } from './page-route';\nexport const dynamicParams = false;",
      'docs/page.dev.tsx': "export { generateMetadata } from './page-route';",
    });
    expect(findPagesWithoutDefaultExport(dir).sort()).toEqual(
      [path.join(dir, 'blog/page.tsx'), path.join(dir, 'docs/page.dev.tsx')].sort(),
    );
    expect(() => assertPagesHaveDefaultExports(dir)).toThrow(
      `A page component has no default export, so the page cannot render anything:\n  - ${path.relative(process.cwd(), path.join(dir, 'blog/page.tsx'))}`,
    );
  });

  it('passes the real app folder', () => {
    expect(findPagesWithoutDefaultExport(path.resolve('app'))).toEqual([]);
  });
});

describe('docs configuration errors', () => {
  it('names the missing docs folder and how to fix it', () => {
    expect(() =>
      loadDocsVersion({ docsDir: path.resolve('tests/fixtures/no-such-content/docs'), showDrafts: false }),
    ).toThrow(
      'The docs plugin has no content: the folder tests/fixtures/no-such-content/docs does not exist. Create it with an index.md, or point PLUMBLINE_CONTENT_DIR at a content folder that has a docs/ folder.',
    );
  });
});
