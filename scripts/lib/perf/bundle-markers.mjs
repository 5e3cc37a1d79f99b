// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Strings that survive minification and only occur inside build-time libraries: if one shows
 * up in a browser bundle, that library was shipped to readers. tests/e2e/budgets.spec.ts also
 * checks that each marker really occurs in its library, so a marker cannot silently go stale.
 */
export const forbiddenInBrowser = [
  { library: 'shiki (highlighter)', packageDir: 'shiki', markers: ['shiki'] },
  {
    library: '@shikijs/vscode-textmate (grammar engine)',
    packageDir: '@shikijs/vscode-textmate',
    markers: ['injectionSelector', 'Grammar is in an endless loop'],
  },
  {
    library: 'micromark (Markdown parser)',
    packageDir: 'micromark-core-commonmark',
    markers: ['atxHeadingSequence', 'codeFencedFenceSequence'],
  },
  {
    library: 'mdast-util-from-markdown (remark)',
    packageDir: 'mdast-util-from-markdown',
    markers: ['atxHeadingSequence'],
  },
  { library: 'yaml (YAML parser)', packageDir: 'yaml', markers: ['tag:yaml.org,2002:'] },
  { library: 'js-yaml (front matter)', packageDir: 'js-yaml', markers: ['tag:yaml.org,2002:'] },
];

/** @param {string} dir @returns {string[]} */
export function listJsFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listJsFiles(full);
    return /\.m?js$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every (file, library, marker) where a forbidden marker occurs in the JavaScript under `dir`.
 * @param {string} dir
 */
export function findForbiddenCode(dir) {
  /** @type {{ file: string, library: string, marker: string }[]} */
  const hits = [];
  for (const file of listJsFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const { library, markers } of forbiddenInBrowser) {
      for (const marker of markers) {
        if (text.includes(marker)) hits.push({ file: path.relative(dir, file), library, marker });
      }
    }
  }
  return hits;
}

/**
 * lunr's own error messages: the search engine, which may load only when search is used.
 * (The query-syntax messages lunr reports are not used: the site may show them itself.)
 */
export const searchEngine = {
  library: 'lunr (search engine)',
  packageDir: 'lunr',
  markers: ['Out of order word insertion', 'malformed field ref string'],
};
