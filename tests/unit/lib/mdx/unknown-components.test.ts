import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageProblemsOf } from '@/lib/mdx/page-problems';
import { reportUnknownComponent } from '@/lib/mdx/unknown-components';
import { contentSourceFile } from '@/lib/mdx/source-file';
import { siteChecks } from '@/lib/site-checks.mjs';

const MESSAGE = 'The component <LiteYouTubeEmbed> in content/docs/page.md:5:1 is not one this site provides.';
const node = { position: { start: { line: 5, column: 1 }, end: { line: 5, column: 40 } } };
const newPage = () => contentSourceFile({ sourcePath: path.join(process.cwd(), 'content/docs/page.md'), body: '' });
const defaultLevel = siteChecks.onUnknownComponents;

afterEach(() => {
  siteChecks.onUnknownComponents = defaultLevel;
});

describe('a component of another site', () => {
  it("is a problem of the page, which stops its build, at the default level 'throw'", () => {
    expect(defaultLevel).toBe('throw');
    const file = newPage();
    expect(reportUnknownComponent(file, MESSAGE, node)).toBe(false);
    expect(pageProblemsOf(file)).toEqual([{ file: 'content/docs/page.md', line: 5, column: 1, message: MESSAGE }]);
    expect(file.data.pageWarnings).toBeUndefined();
  });

  it("is left out with a warning that says so at 'warn', and the page goes on", () => {
    siteChecks.onUnknownComponents = 'warn';
    const file = newPage();
    expect(reportUnknownComponent(file, MESSAGE, node)).toBe(true);
    expect(pageProblemsOf(file)).toEqual([]);
    expect(file.data.pageWarnings?.map((warning) => [warning.line, warning.message])).toEqual([
      [5, `${MESSAGE} The page is built without it (siteChecks.onUnknownComponents is 'warn' in lib/site-checks.mjs).`],
    ]);
  });

  it("is left out without a word at 'ignore'", () => {
    siteChecks.onUnknownComponents = 'ignore';
    const file = newPage();
    expect(reportUnknownComponent(file, MESSAGE, node)).toBe(true);
    expect(pageProblemsOf(file)).toEqual([]);
    expect(file.data.pageWarnings).toBeUndefined();
  });
});
