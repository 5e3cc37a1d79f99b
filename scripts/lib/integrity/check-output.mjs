// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { report } from '../../../lib/integrity/report.mjs';
import { detachedString as detached } from '../../../lib/content/detached-string.mjs';

/**
 * The post-build link check: reads every HTML file the export wrote and verifies each internal
 * href and src against the files that exist, and each #anchor against the ids of its target
 * page. Works on out/ alone so it sees exactly what a CDN will serve.
 */

/** @typedef {{ source: string, sourceFile?: string, targets: string[] }} PageProblems */
/** @typedef {{ brokenLinks: PageProblems[], brokenAnchors: PageProblems[], pages: number, links: number }} OutputReport */

const SKIPPED_SCHEMES = /^(?:mailto|tel|javascript|data|blob|about):/i;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * `sources` names the Markdown file of each page by its URL (the route table's, from
 * scripts/page-sources.mts); a page it does not name is looked for in `contentDir` by its path.
 * @param {{ outDir: string, baseUrl?: string, siteUrl?: string, contentDir?: string, sources?: Record<string, string> }} options
 * @returns {OutputReport}
 */
export function checkOutput({ outDir, baseUrl = '/', siteUrl, contentDir, sources = {} }) {
  const basePath = baseUrl.replace(/\/$/, '');
  const pages = listHtmlFiles(outDir).map((file) => ({ file, url: fileToUrlPath(path.relative(outDir, file)) }));
  /** @type {OutputReport} */
  const result = { brokenLinks: [], brokenAnchors: [], pages: pages.length, links: 0 };
  /**
   * What each page got wrong, in the order its references appear. An anchor into another page is
   * `undefined` until that page's ids are read, after every page (pass 2).
   * @type {Map<number, { broken: Set<string>, anchors: Map<string, boolean | undefined> }>}
   */
  const found = new Map();
  const problemsOf = (/** @type {number} */ index) => {
    let problems = found.get(index);
    if (!problems) found.set(index, (problems = { broken: new Set(), anchors: new Map() }));
    return problems;
  };
  /** Anchors into other pages: target file -> anchor -> the pages (and references) that use it. @type {Map<string, Map<string, [number, string][]>>} */
  const anchorsByTarget = new Map();

  // Pass 1: each page once, holding nothing of it afterwards. Ids read from a page's markup are
  // views into it (V8 substrings), so caching them kept every page's HTML alive: 1.1 GB at 9,500 pages.
  pages.forEach((page, index) => {
    const html = fs.readFileSync(page.file, 'utf8');
    /** @type {Set<string> | undefined} */
    let ownIds;
    for (const raw of collectReferences(html)) {
      result.links += 1;
      const problem = classify(raw, page.url, {
        outDir,
        basePath,
        siteUrl,
        ownIds: () => (ownIds ??= collectIds(html)),
      });
      if (problem === 'link') problemsOf(index).broken.add(detached(raw));
      else if (problem === 'anchor') problemsOf(index).anchors.set(detached(raw), true);
      else if (problem) {
        const reference = detached(raw);
        if (problemsOf(index).anchors.has(reference)) continue;
        problemsOf(index).anchors.set(reference, undefined);
        let byAnchor = anchorsByTarget.get(problem.file);
        if (!byAnchor) anchorsByTarget.set(problem.file, (byAnchor = new Map()));
        let users = byAnchor.get(problem.anchor);
        if (!users) byAnchor.set(detached(problem.anchor), (users = []));
        users.push([index, reference]);
      }
    }
  });

  // Pass 2: each page another page links into by anchor, read once for its ids.
  for (const [file, byAnchor] of anchorsByTarget) {
    const ids = collectIds(fs.readFileSync(file, 'utf8'));
    for (const [anchor, users] of byAnchor)
      for (const [index, reference] of users) problemsOf(index).anchors.set(reference, !ids.has(anchor));
  }

  for (const [index, { broken, anchors }] of [...found].sort((a, b) => a[0] - b[0])) {
    const page = pages[index];
    const badAnchors = [...anchors].filter(([, bad]) => bad).map(([reference]) => reference);
    if (broken.size === 0 && badAnchors.length === 0) continue;
    const sourceFile = Object.hasOwn(sources, page.url)
      ? sources[page.url]
      : contentDir
        ? findContentSource(contentDir, page.url)
        : undefined;
    const at = (/** @type {string[]} */ targets) =>
      sourceFile ? targets.map((target) => withSourceLine(target, sourceFile, basePath, sources)) : targets;
    if (broken.size) result.brokenLinks.push({ source: page.url, sourceFile, targets: at([...broken]) });
    if (badAnchors.length) result.brokenAnchors.push({ source: page.url, sourceFile, targets: at(badAnchors) });
  }
  return result;
}

/**
 * Runs the check and applies the configured levels: throws for 'throw', prints for 'warn'.
 * @param {{ outDir: string, baseUrl?: string, siteUrl?: string, contentDir?: string, sources?: Record<string, string>,
 *   levels: { onBrokenLinks: import('../../../lib/site-checks.mjs').CheckLevel, onBrokenAnchors: import('../../../lib/site-checks.mjs').CheckLevel },
 *   warn?: (line: string) => void }} options
 */
export function runOutputChecks(options) {
  const result = checkOutput(options);
  if (result.brokenAnchors.length) {
    report(
      options.levels.onBrokenAnchors,
      formatProblems('Broken anchors', 'onBrokenAnchors', options.levels.onBrokenAnchors, result.brokenAnchors),
      options.warn,
    );
  }
  if (result.brokenLinks.length) {
    report(
      options.levels.onBrokenLinks,
      formatProblems('Broken links', 'onBrokenLinks', options.levels.onBrokenLinks, result.brokenLinks),
      options.warn,
    );
  }
  return result;
}

/**
 * @param {string} what @param {string} key @param {string} level @param {PageProblems[]} problems
 */
export function formatProblems(what, key, level, problems) {
  const lines = problems.flatMap((p) => [
    `- On page ${p.source}${p.sourceFile ? ` (${p.sourceFile})` : ''}, linking to:`,
    ...p.targets.map((t) => `  - ${t}`),
  ]);
  return `${what} found in the build (siteChecks.${key} is '${level}' in lib/site-checks.mjs):\n${lines.join('\n')}`;
}

/**
 * @param {string} raw
 * @param {string} pageUrl
 * @param {{ outDir: string, basePath: string, siteUrl?: string, ownIds: () => Set<string> }} ctx
 * @returns {'link' | 'anchor' | { file: string, anchor: string } | null} an anchor into another page is
 *   returned for the caller to check once every page has been read
 */
function classify(raw, pageUrl, ctx) {
  const href = raw.trim();
  if (href === '' || href === '#' || SKIPPED_SCHEMES.test(href)) return null;
  if (href.startsWith('#')) return ctx.ownIds().has(decodeSafe(href.slice(1))) ? null : 'anchor';
  /** @type {URL} */
  let url;
  try {
    url = new URL(href, `http://site.invalid${ctx.basePath}${pageUrl}`);
  } catch {
    return 'link';
  }
  if (EXTERNAL.test(href)) {
    const ownOrigin = ctx.siteUrl && url.origin === new URL(ctx.siteUrl).origin;
    if (!ownOrigin) return /^https?:$/.test(url.protocol) && url.hostname ? null : 'link';
  }
  let pathname = decodeSafe(url.pathname);
  if (ctx.basePath) {
    if (pathname !== ctx.basePath && !pathname.startsWith(`${ctx.basePath}/`)) return 'link';
    pathname = pathname.slice(ctx.basePath.length) || '/';
  }
  const target = resolveFile(ctx.outDir, pathname);
  if (!target) return 'link';
  const hash = decodeSafe(url.hash.slice(1));
  if (hash && target.endsWith('.html')) return { file: target, anchor: hash };
  return null;
}

/** The file a static server would answer for a path, with clean URLs: `x`, `x.html`, `x/index.html`. */
export function resolveFile(/** @type {string} */ outDir, /** @type {string} */ pathname) {
  const clean = pathname.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (!file.startsWith(outDir)) continue;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** `agent/agent.html` -> `/agent/agent`; `index.html` -> `/`; `x/index.html` -> `/x`. */
export function fileToUrlPath(/** @type {string} */ relative) {
  const posix = relative.split(path.sep).join('/');
  const withoutExt = posix.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExt}`;
}

/** Every href, src and srcset entry outside inline scripts (their payloads are not links). */
export function collectReferences(/** @type {string} */ html) {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1').replace(/<!--[\s\S]*?-->/g, '');
  const refs = [];
  for (const match of markup.matchAll(/\s(href|src|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const value = decodeEntities(match[2] ?? match[3] ?? '');
    if (match[1].toLowerCase() === 'srcset')
      refs.push(
        ...value
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0])
          .filter(Boolean),
      );
    else refs.push(value);
  }
  return refs;
}

/** Every id (and legacy `name` on anchors) a fragment can point at. */
export function collectIds(/** @type {string} */ html) {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');
  const ids = new Set();
  for (const match of markup.matchAll(/\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
    ids.add(decodeEntities(match[1] ?? match[2] ?? ''));
  return ids;
}

function listHtmlFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_next') files.push(...listHtmlFiles(full));
    } else if (entry.name.endsWith('.html')) files.push(full);
  }
  return files.sort();
}

/** The Markdown file a docs page was built from, when it follows the path convention (no `id:` or `slug:` of its own). */
function findContentSource(/** @type {string} */ contentDir, /** @type {string} */ url) {
  const base = url === '/' ? '/index' : url;
  for (const candidate of [`docs${base}.md`, `docs${base}.mdx`, `docs${url}/index.md`, `pages${base}.md`]) {
    const file = path.join(contentDir, candidate);
    if (fs.existsSync(file)) return path.relative(process.cwd(), file);
  }
  return undefined;
}

/**
 * `target (file:line)`: the first line of the Markdown source that writes the link, found by the
 * target's path (without the base URL), else its last segment with its anchor (a doc id), else the
 * target page's file name with the anchor (`Configuration.md#x`, when `sources` names that page's
 * file), else its anchor, as an author may have written it. The target alone when no line holds it.
 * @param {string} target @param {string} sourceFile @param {string} basePath @param {Record<string, string>} sources
 */
function withSourceLine(target, sourceFile, basePath, sources) {
  const lines = fs.readFileSync(sourceFile, 'utf8').split('\n');
  const bare = basePath && target.startsWith(`${basePath}/`) ? target.slice(basePath.length) : target;
  const [pathPart, hash] = bare.split('#', 2);
  const anchor = hash ? `#${hash}` : '';
  const last = pathPart.split('/').filter(Boolean).at(-1);
  const targetFile = Object.hasOwn(sources, pathPart) ? path.posix.basename(sources[pathPart]) : undefined;
  /** @type {[string, string[]][]} each text to look for, and what may stand right before it */
  const candidates = [[bare, ['(', '"']]];
  if (last) candidates.push([`${last}${anchor}`, ['(', '"']]);
  if (targetFile) candidates.push([`${targetFile}${anchor}`, ['(', '"', '/']]);
  if (anchor) candidates.push([anchor, ['(', '"']]);
  const bodyStart = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  for (const [text, before] of candidates) {
    const index = lines.findIndex(
      (line, i) => i >= bodyStart && before.some((char) => line.includes(`${char}${text}`)),
    );
    if (index !== -1) return `${target} (${sourceFile}:${index + 1})`;
  }
  return target;
}

function decodeEntities(/** @type {string} */ value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function decodeSafe(/** @type {string} */ value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
