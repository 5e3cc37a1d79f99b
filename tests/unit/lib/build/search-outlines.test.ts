import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompileInput } from '@/lib/mdx/compile-input';
import type { SearchSection } from '@/lib/mdx/rehype-search-sections';
import { OUTLINES_DIR } from '@/lib/build/shard-outlines.mjs';
import { inTempProject } from '@/tests/helpers/temp-project';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const fixture = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');
const project = inTempProject('search-outlines-', ['plumbline.build-cache']);
const site = withContentDir(fixture, () => import('@/lib/build/search-outlines'));

const page = (body: string): CompileInput => ({
  sourcePath: path.join(fixture, 'docs/guide/first-steps.md'),
  body,
  bodyStartLine: 6,
  format: 'md',
});
/** Sections no quick outline of the page would give, so reading them back proves where they came from. */
const rendered: SearchSection[] = [{ id: '', depth: 0, heading: '', text: 'as the render saw it' }];

describe("the search sections a build's render leaves for the index", () => {
  it('are read back as the render left them', async () => {
    const input = page('Rendered words.\n');
    site.keepSearchSections(input, rendered);
    expect(fs.readdirSync(path.join(project.dir, OUTLINES_DIR))).toHaveLength(1);
    expect(await site.searchSectionsOf(input)).toEqual({ sections: rendered, rendered: true });
  });

  it('are not used once the page has changed: the page is outlined as it is now', async () => {
    site.keepSearchSections(page('Before the save.\n'), rendered);
    expect(await site.searchSectionsOf(page('After the save.\n\n## New part\n\nMore.\n'))).toEqual({
      sections: [
        { id: '', depth: 0, heading: '', text: 'After the save.' },
        { id: 'new-part', depth: 2, heading: 'New part', text: 'More.' },
      ],
      rendered: false,
    });
  });

  it('are none for a page that does not parse, whose render stops the build', async () => {
    const broken: CompileInput = { ...page('<div>\n\nnever closed {\n'), format: 'mdx' };
    expect(await site.searchSectionsOf(broken)).toEqual({ sections: [], rendered: false });
  });

  it('are found by a merge in another checkout, by the page’s path in the project', async () => {
    const inProject = (root: string): CompileInput => ({
      ...page('Shard words.\n'),
      sourcePath: path.join(root, 'docs/a.md'),
    });
    site.keepSearchSections(inProject(project.dir), rendered);
    const merge = fs.mkdtempSync(path.join(os.tmpdir(), 'search-outlines-merge-'));
    try {
      fs.cpSync(path.join(project.dir, OUTLINES_DIR), path.join(merge, OUTLINES_DIR), { recursive: true });
      process.chdir(merge);
      expect(await site.searchSectionsOf(inProject(merge))).toEqual({ sections: rendered, rendered: true });
    } finally {
      process.chdir(project.dir);
      fs.rmSync(merge, { recursive: true, force: true });
    }
  });
});
