import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSqlBlocks, sqlBlockKind, sqlBlockName } from '@/scripts/lib/examples/sql-blocks';

const FIXTURE = path.resolve('tests/fixtures/sql-blocks-are-found-wherever-markdown-puts-a-fence');
const PAGE = 'tests/fixtures/sql-blocks-are-found-wherever-markdown-puts-a-fence/docs/guide/page.md';

describe('collectSqlBlocks', () => {
  const blocks = collectSqlBlocks(FIXTURE);

  it('finds ```sql fences at the top level, in list items, in admonitions and in blog posts, in page order', () => {
    expect(
      blocks.map((block) => `${block.file.split('/').slice(-2).join('/')}:${block.line} ${block.body.trim()}`),
    ).toEqual([
      'guide/page.md:7 SELECT 1;',
      'guide/page.md:13 SELECT 1 / 0;',
      'guide/page.md:18 USE WAREHOUSE reporting;',
      'guide/page.md:31 SELECT * FROM elsewhere;',
      "guide/page.md:40 SELECT 'from an example file';",
      "blog/2026-01-01-post.md:5 SELECT 'from the blog';",
    ]);
  });

  it('skips a fence shown inside another fence, other languages and partials', () => {
    expect(blocks.map((block) => block.body)).not.toContainEqual(expect.stringContaining('not collected'));
    expect(blocks.map((block) => block.body)).not.toContainEqual(expect.stringContaining('partials'));
  });

  it('reads what each block says about running it', () => {
    expect(blocks.map((block) => sqlBlockKind(block))).toEqual([
      'runs',
      'expect-error',
      'dialect',
      'not-run',
      'runs',
      'runs',
    ]);
    expect(blocks[1].expectError).toBe('division by zero');
    expect(blocks[2].dialect).toBe('snowflake');
    expect(blocks[3].notRun).toBe('needs a table the sample does not have');
  });

  it('names a block by file, line and title, the title of an example file being its name', () => {
    expect(sqlBlockName(blocks[0])).toBe(`${PAGE}:7 "first.sql"`);
    expect(sqlBlockName(blocks[1])).toBe(`${PAGE}:13`);
    expect(blocks[4].title).toBe('checks.sql');
  });

  it('lists meta it does not know, so a misspelt key cannot silently switch a check off', () => {
    expect(blocks[3].unknownMeta).toEqual(['expect_error=', 'showLinenumbers']);
    expect(blocks[2].unknownMeta).toEqual([]);
  });

  it('accepts what only changes how a block looks (line numbers, highlighted lines), and runs the SQL without highlight comments', () => {
    // blocks[3] is written with showLineNumbers=3, {1} and a `-- highlight-next-line` line.
    expect(blocks[3].unknownMeta).not.toContain('showLineNumbers=');
    expect(blocks[3].body).toBe('SELECT * FROM elsewhere;');
  });
});
