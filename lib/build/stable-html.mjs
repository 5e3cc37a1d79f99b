// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * React writes a render-blocking hint, `<link rel="expect" href="#…" blocking="render">`, into
 * the head when it flushes the shell, and Next streams a page's metadata (title, meta tags) into
 * the head when it resolves: which comes first depends on timing inside the build worker, so two
 * builds of the same page could differ by where that one line sits. Its place in the head does
 * not change what it does, so it always goes last, just before `</head>`: the same sources then
 * give the same bytes, which merging shards needs (lib/build/merge-outputs.mjs).
 */
const EXPECT_LINK = /<link rel="expect" href="#[^"]*" blocking="render"\/>/g;

/** @param {string} html */
export function withStableHead(html) {
  const end = html.indexOf('</head>');
  if (end === -1) return html;
  const head = html.slice(0, end);
  const links = head.match(EXPECT_LINK);
  if (!links) return html;
  return `${head.replace(EXPECT_LINK, '')}${links.join('')}${html.slice(end)}`;
}

/** Rewrites every HTML file under `outDir` whose head needs it; returns how many changed. @param {string} outDir */
export function stabiliseHtml(outDir) {
  let changed = 0;
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        const stable = withStableHead(html);
        if (stable !== html) {
          fs.writeFileSync(full, stable);
          changed += 1;
        }
      }
    }
  };
  if (fs.existsSync(outDir)) walk(outDir);
  return changed;
}
