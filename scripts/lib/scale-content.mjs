// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Grows a docs tree the way the scale issue measures it: every docs page except the docs home
 * gets K-1 copies beside it (`<name>-page-2.md` … `<name>-page-K.md`, so relative links and
 * images still resolve), with `title` and `sidebar_label` suffixed " (n)" and nothing else
 * changed. Returns how many docs pages the tree then holds.
 * @param {string} docsDir
 * @param {number} k
 */
export function scaleDocs(docsDir, k) {
  let pages = 0;
  for (const rel of markdownFiles(docsDir)) {
    pages += 1;
    if (rel === 'index.md' || k <= 1) continue;
    const source = fs.readFileSync(path.join(docsDir, rel), 'utf8');
    const ext = path.extname(rel);
    const stem = rel.slice(0, -ext.length);
    for (let n = 2; n <= k; n += 1) {
      fs.writeFileSync(path.join(docsDir, `${stem}-page-${n}${ext}`), suffixTitles(source, ` (${n})`));
      pages += 1;
    }
  }
  return pages;
}

/**
 * Suffixes the `title` and `sidebar_label` lines of the front matter only.
 * @param {string} source
 * @param {string} suffix
 */
export function suffixTitles(source, suffix) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error('A docs page without front matter cannot be scaled.');
  const front = match[1].replace(/^(title|sidebar_label):\s*(.+)$/gm, (_line, key, value) => {
    const quoted = /^(['"])(.*)\1$/.exec(value.trim());
    return quoted ? `${key}: ${quoted[1]}${quoted[2]}${suffix}${quoted[1]}` : `${key}: ${value.trim()}${suffix}`;
  });
  return `---\n${front}\n---\n${source.slice(match[0].length)}`;
}

/** @param {string} dir */
function markdownFiles(dir, prefix = '') {
  /** @type {string[]} */
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...markdownFiles(dir, rel));
    else if (/\.mdx?$/.test(entry.name)) out.push(rel);
  }
  return out.sort();
}
