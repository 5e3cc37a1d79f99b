import { describe, expect, it } from 'vitest';
import { getRoutesBySource } from '@/lib/content/link-targets';
import { getDocsVersion } from '@/lib/content/source';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import { outlineMarkdown } from '@/lib/mdx/outline';

// `next dev` indexes search from the quick outline, the build from the full compile: the two
// must give every page the same table of contents and search sections.
describe('the quick outline', () => {
  it('gives every docs page the table of contents and search sections of the full compile', async () => {
    const options = { routesBySource: getRoutesBySource() };
    for (const doc of getDocsVersion().docs) {
      const input = {
        sourcePath: doc.sourcePath,
        body: doc.body,
        bodyStartLine: doc.bodyStartLine,
        format: doc.format,
      };
      const [full, quick] = await Promise.all([compileMarkdownSource(input, options), outlineMarkdown(input, options)]);
      expect({ toc: quick.toc, sections: quick.sections }, doc.displayPath).toEqual({
        toc: full.toc,
        sections: full.sections,
      });
    }
  }, 120_000);
});
