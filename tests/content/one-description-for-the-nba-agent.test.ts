import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentRoot, listFiles } from '@/lib/content/files';

/*
 * Several pages have the reader create the same NBA sample agent. Its description is what every
 * user of the agent reads, so the pages must give one text, word for word, or a reader following
 * two of them cannot tell which one to type.
 */
const DESCRIPTION = /"(Answers\s+questions\s+about\s+NBA\s[^"]+)"/g;
const docsDir = path.join(contentRoot, 'docs');
const quoted = listFiles(docsDir)
  .filter((rel) => /\.mdx?$/.test(rel))
  .flatMap((rel) => {
    const text = fs.readFileSync(path.join(docsDir, rel), 'utf8');
    // A description quoted inside a list item runs over several indented lines: one space each.
    return [...text.matchAll(DESCRIPTION)].map((match) => ({
      page: `content/docs/${rel}`,
      description: match[1].replace(/\s+/g, ' '),
    }));
  });

describe('the NBA sample agent', () => {
  it('is described on the quick start, the agent pages and the NBA pages', () => {
    expect(quoted.map((q) => q.page)).toEqual(
      expect.arrayContaining([
        'content/docs/quick-start.md',
        'content/docs/agent/create-agent.md',
        'content/docs/nba/metadata_for_nba.md',
      ]),
    );
  });

  it('has one description on every page', () => {
    const texts = [...new Set(quoted.map((q) => q.description))];
    expect(texts, quoted.map((q) => `${q.page}: "${q.description}"`).join('\n')).toHaveLength(1);
  });
});
