import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docAddress } from '@/lib/url-rules';
import { isMarkdown, listFiles } from '@/lib/content/files';
import { resolveFile } from '@/scripts/lib/integrity/check-output.mjs';
import { jestSet } from '@/tests/helpers/docusaurus-jest-set';
import { buildCopy, removeCopy, type BuildResult } from '@/tests/helpers/project-copy';

/*
 * Jest's documentation, written for Docusaurus 3 (tests/fixtures/docusaurus-jest, 37 pages), put
 * in place of the site's content and built by the real `npm run build`, as a team moving its docs
 * here would: the build names each of the set's own broken links with its file and line, and each
 * component of Jest's own site by name, and nothing else; with those set to warn in
 * lib/site-checks.mjs, out/ holds every page. The unit test (docusaurus-jest-builds-unchanged)
 * renders the same pages through the docs route alone, without Next, the layout or the link check.
 */

/**
 * What `npm run check` says of the set's own links and images (jestSet.ownBrokenLinks), as the
 * build's link check names them: a missing page or image is a broken link, a missing anchor a
 * broken anchor. The images are four screenshots SnapshotTesting.md shows from Jest's website's
 * own static folder, not part of its docs (the fixture's README, "Left out").
 */
function ownLinks(kind: 'no page' | 'an anchor'): string[] {
  return jestSet.ownBrokenLinks.flatMap((line) => {
    const link = /^(\S+):(\d+): link "([^"]+)" points at (no page|an anchor)/.exec(line);
    const image = /^(\S+):(\d+): image "([^"]+)" is not a file under public\//.exec(line);
    const [, file, lineNumber, target] = link ?? image ?? [];
    if (!file) throw new Error(`Not a line of npm run check this test knows: ${line}`);
    return (link ? link[4] : 'no page') === kind ? [`${target} (content/${file}:${lineNumber})`] : [];
  });
}

/** In `file` of the copy, `from` (which must be there, or the project changed under this test) becomes `to`. */
function replaceIn(dir: string, file: string, from: RegExp, to: string): void {
  const abs = path.join(dir, file);
  const text = fs.readFileSync(abs, 'utf8');
  if (!from.test(text))
    throw new Error(`${file} no longer holds ${from}: update the edit in ${path.basename(__filename)}.`);
  fs.writeFileSync(abs, text.replace(new RegExp(from.source, 'g'), to));
}

/** The targets a `[warn] <what> found in the build` block lists, each line as printed. */
function listed(output: string, what: string): string[] {
  const block = output.split(`[warn] ${what} found in the build`)[1] ?? '';
  const lines = block.split('\n').slice(1);
  const end = lines.findIndex((line) => !/^\s*- /.test(line));
  return lines
    .slice(0, end === -1 ? undefined : end)
    .flatMap((line) => (/^\s{2,}- /.test(line) ? [line.trim().slice(2)] : []));
}

describe("Jest's documentation, written for Docusaurus 3, built by npm run build", () => {
  let build: BuildResult;
  const out = () => path.join(build.dir, 'out');
  const docs = path.join(jestSet.dir, 'docs');

  beforeAll(() => {
    build = buildCopy((dir) => {
      // The set's docs, and the blog post and page the fixture keeps beside them, in place of the site's own.
      for (const part of ['docs', 'blog', 'pages']) {
        fs.rmSync(path.join(dir, 'content', part), { recursive: true, force: true });
        fs.cpSync(path.join(jestSet.dir, part), path.join(dir, 'content', part), { recursive: true });
      }
      // What the site's checks allow without touching the set: its own links and components warn.
      replaceIn(dir, 'lib/site-checks.mjs', /(onBrokenLinks: \/\*\* @type \{CheckLevel\} \*\/ \()'throw'/, "$1'warn'");
      replaceIn(
        dir,
        'lib/site-checks.mjs',
        /(onUnknownComponents: \/\*\* @type \{CheckLevel\} \*\/ \()'throw'/,
        "$1'warn'",
      );
      // The footer and announcement bar link the site's own docs; a team moving its docs points them at its own.
      replaceIn(
        dir,
        'lib/site-config.ts',
        /'\/quick-start'|'\/category\/working-with-nba-dataset'/,
        "'/getting-started'",
      );
    });
  });

  afterAll(() => {
    if (build) removeCopy(build);
  });

  it("names the set's own broken links and anchors, each with its file and line, and nothing else", () => {
    expect(build.status, build.output.slice(-4000)).toBe(0);
    expect(listed(build.output, 'Broken links').sort()).toEqual(ownLinks('no page').sort());
    expect(listed(build.output, 'Broken anchors').sort()).toEqual(ownLinks('an anchor').sort());
  });

  it("names each component of Jest's own site, and its import, with its file and line, and warns of nothing else", () => {
    const warnings = new Set(
      build.output
        .split('\n')
        .flatMap((line) => (line.includes('[warn] ') ? [line.slice(line.indexOf('[warn] ') + 7)] : [])),
    );
    const components = [...warnings].filter((line) => /^The (component|import) /.test(line));
    // Each message up to where it names what it found: the rest says what to write instead.
    const named = components.map((line) =>
      line.replace(/ is not one this site provides.*$/, '').replace(/ cannot be resolved (\([^)]*\)).*$/, ' $1'),
    );
    expect(named.sort()).toEqual([
      'The component <LiteYouTubeEmbed> in content/docs/Architecture.md:10:1',
      'The component <LiteYouTubeEmbed> in content/docs/Architecture.md:14:1',
      'The import in content/docs/Architecture.md:6:1 (react-lite-youtube-embed)',
    ]);
    for (const name of jestSet.ownComponents['docs/Architecture.md'])
      expect(
        components.some((line) => line.includes(name)),
        name,
      ).toBe(true);
    const others = [...warnings].filter(
      (line) => !components.includes(line) && !/^Broken (links|anchors) found in the build/.test(line),
    );
    expect(others).toEqual([]);
  });

  it('writes every page of the set to out/, the one with the video embeds without them, and its Markdown copy beside each', () => {
    const pages = listFiles(docs).filter(isMarkdown);
    expect(pages).toHaveLength(37);
    for (const rel of pages) {
      const { id, slug } = matter(fs.readFileSync(path.join(docs, rel), 'utf8')).data as { id?: string; slug?: string };
      const url = docAddress(rel, { id, slug }).path;
      expect(resolveFile(out(), url), `${rel} at ${url}`).not.toBeNull();
      expect(fs.existsSync(path.join(out(), `${url}.md`)), `${rel}'s copy at ${url}.md`).toBe(true);
    }
    const architecture = fs.readFileSync(resolveFile(out(), '/architecture')!, 'utf8');
    expect(architecture).toContain('check out this video');
    expect(architecture).toContain('There is also a');
    expect(architecture).not.toMatch(/LiteYouTubeEmbed|3YDiloj8_d0/i);
  });
});
