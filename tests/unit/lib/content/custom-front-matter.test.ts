import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mistypedField } from '@/lib/content/custom-front-matter';
import { DOC_FRONT_MATTER_FIELDS } from '@/lib/content/schemas';
import { withContentDir } from '@/tests/helpers/with-content-dir';

/*
 * Front matter fields Docusaurus does not read are kept, as Docusaurus keeps them (Stencil's pages
 * carry `url:`, `position:`, `label:`), and `npm run check` notes each with its line; a field that
 * looks like a typo of a known one still stops the build, naming the known one.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/front-matter-fields-docusaurus-ignores-are-kept-and-noted');

const m = withContentDir(fixture, async () => ({
  docs: await import('@/lib/content/docs'),
  check: await import('@/scripts/lib/content-check/check-content'),
}));

describe('a front matter field the site does not read', () => {
  it.each([
    ['sidebar_postion', 'sidebar_position'],
    ['Sidebar-Label', 'sidebar_label'],
    ['hide-title', 'hide_title'],
    ['titel', 'title'],
  ])('is a typo when it is %s, of %s', (name, known) => {
    expect(mistypedField(name, DOC_FRONT_MATTER_FIELDS)).toBe(known);
  });

  it.each(['url', 'position', 'label', 'custom_badge'])('is custom front matter when it is %s', (name) => {
    expect(mistypedField(name, DOC_FRONT_MATTER_FIELDS)).toBeUndefined();
  });

  it('is kept on the page, which builds', () => {
    const doc = m.docs
      .loadDocsVersion({ docsDir: path.join(fixture, 'docs'), showDrafts: false })
      .docs.find((d) => d.id === 'index');
    expect(doc?.customFrontMatter).toEqual({ url: '/docs/upgrading', position: 3, label: 'Upgrade' });
    expect(doc?.sidebarPosition).toBeUndefined();
  });

  it('is a note of npm run check, with its line, and no problem', async () => {
    const { problems, warnings } = await m.check.checkContent(fixture);
    expect(problems).toEqual([]);
    const file = `${path.relative(process.cwd(), fixture)}/docs/index.md`;
    expect(
      warnings.filter((w) => w.message.startsWith('note:')).map((w) => [w.file, w.line, w.message.split('`')[1]]),
    ).toEqual([
      [file, 4, 'url:'],
      [file, 5, 'position:'],
      [file, 6, 'label:'],
    ]);
  });

  it('stops the build when it looks like a typo, naming the known field', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typo-field-'));
    fs.cpSync(path.join(fixture, 'docs'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'other.md'), '---\ntitle: Other\nSidebar-Label: Short\n---\n\nText.\n');
    expect(() => m.docs.loadDocsVersion({ docsDir: dir, showDrafts: false })).toThrow(
      /other\.md:3: `Sidebar-Label:` is not a field this site knows: did you mean `sidebar_label:`\?/,
    );
  });
});
