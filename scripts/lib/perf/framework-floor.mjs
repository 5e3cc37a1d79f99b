// @ts-check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the smallest App Router site (one empty page, static export) in .bench/, inside the
 * project so it resolves this project's node_modules (Turbopack compiles nothing outside its
 * root, which rules out a symlinked node_modules in /tmp). Its JavaScript is what Next.js and
 * React cost before the site adds anything. Nothing of it ships with the site.
 * @param {string} projectRoot
 * @returns {{ dir: string, outDir: string, buildSeconds: number }}
 */
export function buildEmptyNextApp(projectRoot) {
  const dir = path.join(projectRoot, '.bench', 'framework-floor');
  fs.rmSync(dir, { recursive: true, force: true });
  const files = {
    'package.json': JSON.stringify({ name: 'framework-floor', private: true }),
    'next.config.mjs': "export default { output: 'export', reactStrictMode: true };\n",
    'app/layout.jsx':
      'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    'app/page.jsx': 'export default function Page() {\n  return <main><h1>Empty page</h1></main>;\n}\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`The empty Next.js app did not build:\n${child.stdout}\n${child.stderr}`);
  return { dir, outDir: path.join(dir, 'out'), buildSeconds: Number(process.hrtime.bigint() - started) / 1e9 };
}
