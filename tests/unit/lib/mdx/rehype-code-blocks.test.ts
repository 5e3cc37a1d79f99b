import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { outlineMarkdown } from '@/lib/mdx/outline';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

interface ShownLine {
  text: string;
  highlighted: boolean;
  /** The number drawn beside the line, if any. */
  number?: string;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** Each code block of the page as its lines: what a reader sees on each line and how it is marked. */
function blocksOf(html: string): ShownLine[][] {
  return [...html.matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map(([, code]) =>
    code.split('\n').map((line) => {
      const open = /^<span class="([^"]*)"(?: data-line="(\d+)")?>/.exec(line);
      return {
        text: decode(line.replace(/<[^>]+>/g, '')),
        highlighted: open?.[1].split(' ').includes('highlighted') ?? false,
        ...(open?.[2] ? { number: open[2] } : {}),
      };
    }),
  );
}

/** The text the copy button copies: the code element's text content, as the browser reads it. */
function copiedText(html: string): string {
  const code = /<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? '';
  return decode(code.replace(/<[^>]+>/g, ''));
}

const highlightedTexts = (lines: ShownLine[]) => lines.filter((line) => line.highlighted).map((line) => line.text);

describe('line numbers (showLineNumbers)', () => {
  it('numbers every line from 1, outside the text a reader selects or copies', async () => {
    const { html } = await compilePage('```sql showLineNumbers\nSELECT team_name\nFROM team_d;\n```\n');
    expect(blocksOf(html)[0]).toEqual([
      { text: 'SELECT team_name', highlighted: false, number: '1' },
      { text: 'FROM team_d;', highlighted: false, number: '2' },
    ]);
    // The number is an attribute CSS draws, never text in the code.
    expect(copiedText(html)).toBe('SELECT team_name\nFROM team_d;');
    expect(html).toContain('<div class="code-block" style="--line-number-digits:1">');
  });

  it('starts at the number showLineNumbers=N gives, and makes room for the widest number', async () => {
    const { html } = await compilePage('```yaml showLineNumbers=9\na: 1\nb: 2\n```\n');
    expect(blocksOf(html)[0].map((line) => line.number)).toEqual(['9', '10']);
    expect(html).toContain('style="--line-number-digits:2"');
  });

  it('is left out of the search text', async () => {
    const { sections } = await compilePage('Intro.\n\n```sql showLineNumbers=40\nSELECT 1;\n```\n');
    expect(sections[0].text).toBe('Intro. SELECT 1;');
  });

  it('draws no numbers on a block without showLineNumbers', async () => {
    const { html } = await compilePage('```sql\nSELECT 1;\n```\n');
    expect(blocksOf(html)[0]).toEqual([{ text: 'SELECT 1;', highlighted: false }]);
    expect(html).toContain('<div class="code-block">');
  });
});

describe('highlighted lines', () => {
  it('marks the lines the meta ranges name, {1,3-4}', async () => {
    const { html } = await compilePage('```text {1,3-4}\none\ntwo\nthree\nfour\nfive\n```\n');
    expect(highlightedTexts(blocksOf(html)[0])).toEqual(['one', 'three', 'four']);
  });

  // The highlight comments in each language's own comment syntax; the comment lines disappear.
  it.each([
    ['js', '// highlight-next-line'],
    ['typescript', '// highlight-next-line'],
    ['tsx', '{/* highlight-next-line */}'],
    ['bash', '# highlight-next-line'],
    ['python', '# highlight-next-line'],
    ['yaml', '# highlight-next-line'],
    ['sql', '-- highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['markdown', '<!-- highlight-next-line -->'],
    ['css', '/* highlight-next-line */'],
  ])("reads `%s` blocks' highlight-next-line comment (%s) and removes it", async (language, comment) => {
    const { html } = await compilePage(`\`\`\`${language}\nfirst\n${comment}\nsecond\nthird\n\`\`\`\n`);
    const [lines] = blocksOf(html);
    expect(lines.map((line) => line.text)).toEqual(['first', 'second', 'third']);
    expect(highlightedTexts(lines)).toEqual(['second']);
  });

  it('highlights from highlight-start to highlight-end, and leaves the other syntaxes of a language as code', async () => {
    const body =
      '```bash\necho one\n# highlight-start\necho two\necho three\n# highlight-end\n// highlight-next-line\necho four\n```\n';
    const [lines] = blocksOf((await compilePage(body)).html);
    expect(lines.map((line) => line.text)).toEqual([
      'echo one',
      'echo two',
      'echo three',
      '// highlight-next-line',
      'echo four',
    ]);
    expect(highlightedTexts(lines)).toEqual(['echo two', 'echo three']);
  });

  it('counts meta ranges over the lines as shown, so ranges and comments can be mixed', async () => {
    const body = '```sql {3}\n-- highlight-next-line\nSELECT 1;\nSELECT 2;\nSELECT 3;\n```\n';
    const [lines] = blocksOf((await compilePage(body)).html);
    expect(lines.map((line) => line.text)).toEqual(['SELECT 1;', 'SELECT 2;', 'SELECT 3;']);
    expect(highlightedTexts(lines)).toEqual(['SELECT 1;', 'SELECT 3;']);
  });

  it('leaves the comment lines out of what the copy button copies, search and the feeds', async () => {
    const body = 'Intro.\n\n```python\n# highlight-start\nprint("a")\n# highlight-end\n```\n';
    const { html, sections } = await compilePage(body);
    expect(copiedText(html)).toBe('print("a")');
    expect(sections[0].text).toBe('Intro. print("a")');
    const feed = await compileMarkdownToHtml(
      { sourcePath: path.join(docs, 'guide/first-steps.md'), body },
      { routesBySource, contentRoot: site, pageUrl: 'https://docs.example/guide/first-steps' },
    );
    expect(feed).toContain('<code class="language-python">print("a")\n</code>');
  });
});

describe('a title with everything else', () => {
  it('keeps the title bar beside line numbers, ranges and highlight comments', async () => {
    const body =
      '```sql title="top-scorers.sql" showLineNumbers {1}\nSELECT player_name\n-- highlight-next-line\nFROM player_d;\n```\n';
    const { html } = await compilePage(body);
    expect(html).toContain('<div class="code-block-title">top-scorers.sql</div>');
    expect(blocksOf(html)[0]).toEqual([
      { text: 'SELECT player_name', highlighted: true, number: '1' },
      { text: 'FROM player_d;', highlighted: true, number: '2' },
    ]);
  });
});

/** Mistakes in a block's meta or comments, with the message that stops the build. */
const REFUSED: [string, string, string][] = [
  [
    'a highlight-start without its end',
    'Intro.\n\n```js\nconst a = 1;\n// highlight-start\nconst b = 2;\n```\n',
    `The code block in ${PAGE}:5: highlight-start has no highlight-end: add one after the last line to highlight (docs/authoring.md, "Code blocks").`,
  ],
  [
    'a highlight-end without its start',
    '```yaml\na: 1\n# highlight-end\n```\n',
    `The code block in ${PAGE}:3: highlight-end closes no highlight-start: add a highlight-start above it, or delete it (docs/authoring.md, "Code blocks").`,
  ],
  [
    'a range past the last line',
    '```sql {4}\nSELECT 1;\n```\n',
    `The code block in ${PAGE}:1:1 highlights line 4, and it has 1 line: count the lines as shown, from 1.`,
  ],
  [
    'a range written backwards',
    '```sql {3-1}\nSELECT 1;\n```\n',
    `The code block in ${PAGE}:1:1 marks lines with {3-1}, and "3-1" counts down or from 0: lines count from 1, the smaller number first, as in {4-6}.`,
  ],
  [
    'a first line number that is no number',
    '```sql showLineNumbers=first\nSELECT 1;\n```\n',
    `The code block in ${PAGE}:1:1 has showLineNumbers=first: write the first line's number, as in showLineNumbers=12, or showLineNumbers alone to count from 1.`,
  ],
];

describe('mistakes in a code block', () => {
  it.each(REFUSED)('stop the build at %s, naming the file and line', async (_, body, message) => {
    await expect(compilePage(body)).rejects.toThrow(message);
  });

  it.each(REFUSED)('stop npm run check (the outline) at %s with the same message', async (_, body, message) => {
    const input = { sourcePath: path.join(docs, 'guide/first-steps.md'), body, format: 'md' as const };
    await expect(
      outlineMarkdown(input, { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} }),
    ).rejects.toThrow(message);
  });

  it('name the line in the file when the page has front matter above its body', async () => {
    await expect(compilePage('```js\n// highlight-start\nx();\n```\n', { bodyStartLine: 6 })).rejects.toThrow(
      `The code block in ${PAGE}:7: highlight-start has no highlight-end`,
    );
  });
});

describe('a block under next dev', () => {
  const BLOCK = '```yaml title="team_d.yml" {2}\n# A comment\nsubject_area: teams\nkey: team_id\n```\n';

  /** The page compiled with NODE_ENV as `next dev` or `next build` sets it: its MDX code and its HTML. */
  async function compiledUnder(nodeEnv: string) {
    vi.stubEnv('NODE_ENV', nodeEnv);
    try {
      return await compilePage(BLOCK);
    } finally {
      vi.unstubAllEnvs();
    }
  }

  // React patches a text that differs from the server's HTML while it hydrates, never an inner HTML:
  // a save landing mid-hydration must not leave the open page on the old block.
  it('draws the same lines as a build, as elements React can patch rather than one HTML string', async () => {
    const build = await compiledUnder('production');
    const dev = await compiledUnder('development');
    expect(build.code).toContain('"data-code-html"');
    expect(dev.code).not.toContain('"data-code-html"');
    expect(blocksOf(dev.html)).toEqual(blocksOf(build.html));
    expect(blocksOf(dev.html)[0].map((line) => line.text)).toEqual([
      '# A comment',
      'subject_area: teams',
      'key: team_id',
    ]);
    expect(dev.html).toBe(build.html);
  });
});

describe('colours that do not depend on how fast the build runs', () => {
  it('gives a block the same colours when the worker is stalled while it highlights a line', async () => {
    const block =
      '```sql\nWITH latest_season AS (\n  SELECT MAX(season) AS season FROM game_f\n)\nSELECT * FROM latest_season;\n```\n';
    const steady = (await compilePage(block)).html;
    // Every reading of the clock a second later: a garbage collection or a busy CPU, in the extreme.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    try {
      expect((await compilePage(block)).html).toBe(steady);
    } finally {
      clock.mockRestore();
    }
    // The keyword is coloured and the name after it is not.
    expect(steady).toMatch(/<span class="tl1 td1">WITH<\/span> latest_season <span class="tl1 td1">AS<\/span>/);
  });
});
