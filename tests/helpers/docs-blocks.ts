import fs from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseFenceMeta } from '@/lib/mdx/code-fence-meta';

/** The fenced code blocks of a docs page, as the site parses them (lists and admonitions included). */
export function codeBlocks(page: string): Code[] {
  const text = fs.readFileSync(path.join(process.cwd(), page), 'utf8');
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(text) as Root;
  const blocks: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push(node);
  });
  return blocks;
}

/** A fence's `title="..."`, read the way the site reads it. */
export function fenceTitle(block: Code): string | undefined {
  return parseFenceMeta(block.meta ?? '').attributes.get('title');
}

/** The body of the one block of `lang` titled `title` on `page`; throws naming the page when there is not exactly one. */
export function blockTitled(page: string, title: string, lang = 'sql'): string {
  const found = codeBlocks(page).filter((b) => b.lang === lang && fenceTitle(b) === title);
  if (found.length !== 1)
    throw new Error(`${page} has ${found.length} \`\`\`${lang} blocks titled "${title}", not one`);
  return found[0].value;
}

/** The body of the one block of `lang` whose text matches `pattern`. */
export function blockMatching(page: string, pattern: RegExp, lang: string): string {
  const found = codeBlocks(page).filter((b) => b.lang === lang && pattern.test(b.value));
  if (found.length !== 1)
    throw new Error(`${page} has ${found.length} \`\`\`${lang} blocks matching ${pattern}, not one`);
  return found[0].value;
}

/** SQL split into statements at semicolons outside quotes, dollar quotes and comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end < 0 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (rest[0] === "'") {
      const end = sql.indexOf("'", i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      current += sql.slice(i, stop);
      i = stop;
    } else if (rest[0] === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
    } else {
      current += rest[0];
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
