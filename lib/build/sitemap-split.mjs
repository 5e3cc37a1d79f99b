// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * The sitemap protocol caps one sitemap file at 50,000 URLs and 50 MB (uncompressed); a larger
 * site lists its URLs in several files and names them in a sitemap index at the same address.
 * `app/sitemap.ts` writes one `<urlset>`; past either limit, the build splits it here into
 * `sitemap-1.xml`, `sitemap-2.xml`, … and turns `sitemap.xml` (the address robots.txt gives)
 * into the index.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * `xml` as it stands when within the limits; otherwise the index and the parts, each within them.
 * @param {string} xml a `<urlset>` sitemap
 * @param {(n: number) => string} partUrl absolute URL of part n (from 1)
 * @param {{ urls: number, bytes: number }} limits
 * @returns {{ index: string, parts: string[] } | null}
 */
export function splitSitemap(xml, partUrl, limits = SITEMAP_LIMITS) {
  const entries = xml.match(/<url>[\s\S]*?<\/url>\n?/g) ?? [];
  if (entries.length <= limits.urls && Buffer.byteLength(xml) <= limits.bytes) return null;
  const open = `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  const close = '</urlset>\n';
  const frame = Buffer.byteLength(open) + Buffer.byteLength(close);
  /** @type {string[][]} */
  const parts = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry);
    const current = parts[parts.length - 1];
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([]);
      bytes = frame;
    }
    parts[parts.length - 1].push(entry);
    bytes += size;
  }
  const index = `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${parts.map((_, i) => `<sitemap>\n<loc>${partUrl(i + 1)}</loc>\n</sitemap>\n`).join('')}</sitemapindex>\n`;
  return { index, parts: parts.map((list) => `${open}${list.join('')}${close}`) };
}

/**
 * Splits `<outDir>/sitemap.xml` when it is past the limits; returns how many parts were written (0: none needed).
 * @param {string} outDir
 * @param {string} siteUrl origin plus base path, without a trailing slash
 */
export function splitSitemapFile(outDir, siteUrl) {
  const file = path.join(outDir, 'sitemap.xml');
  if (!fs.existsSync(file)) return 0;
  const split = splitSitemap(fs.readFileSync(file, 'utf8'), (n) => `${siteUrl}/sitemap-${n}.xml`);
  if (!split) return 0;
  split.parts.forEach((part, i) => fs.writeFileSync(path.join(outDir, `sitemap-${i + 1}.xml`), part));
  fs.writeFileSync(file, split.index);
  return split.parts.length;
}
