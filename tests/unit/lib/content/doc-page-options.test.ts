import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docPageOptions, imageProblem } from '@/lib/content/doc-page-options';
import { readMarkdownFile } from '@/lib/content/files';
import type { DocFrontMatter } from '@/lib/content/schemas';

/** A content folder with one page, docs/guide/page.md, and an image beside it. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-doc-page-options-'));
const pagePath = path.join(root, 'docs', 'guide', 'page.md');
fs.mkdirSync(path.dirname(pagePath), { recursive: true });
fs.writeFileSync(path.join(root, 'docs', 'guide', 'card image.png'), 'png');
fs.writeFileSync(path.join(root, '..', `${path.basename(root)}-outside.png`), 'png');
afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(path.join(root, '..', `${path.basename(root)}-outside.png`), { force: true });
});

/** The options of a page whose front matter is `yaml` (the fields as the loader parsed them). */
function optionsOf(fm: Partial<DocFrontMatter>, yaml = '') {
  fs.writeFileSync(pagePath, `---\ntitle: Page\n${yaml}---\n\nText.\n`);
  const problems: string[] = [];
  const options = docPageOptions(
    { title: 'Page', ...fm } as DocFrontMatter,
    readMarkdownFile(pagePath),
    problems,
    root,
  );
  return { options, problems };
}

describe('a doc that sets no layout field', () => {
  it('shows its title and table of contents at the site’s levels, and is listed', () => {
    expect(optionsOf({}).options).toEqual({
      hideTitle: false,
      hideTableOfContents: false,
      tocLevels: { min: 2, max: 3 },
      unlisted: false,
    });
  });
});

describe('the table of contents levels', () => {
  it('keep at least the lowest level when a page raises only that one', () => {
    expect(optionsOf({ toc_min_heading_level: 4 }).options.tocLevels).toEqual({ min: 4, max: 4 });
  });

  it('take the site’s lowest level when a page sets only the highest', () => {
    expect(optionsOf({ toc_max_heading_level: 5 }).options.tocLevels).toEqual({ min: 2, max: 5 });
  });
});

describe('pagination links', () => {
  it('keep a null target, which means no link, apart from an absent one, which leaves it to the sidebar', () => {
    const { options } = optionsOf({ pagination_prev: null, pagination_next: 'guide/next' });
    expect(options).toMatchObject({ paginationPrev: null, paginationNext: 'guide/next' });
    expect(optionsOf({}).options).not.toHaveProperty('paginationPrev');
  });
});

describe('the last update shown at the foot of the page', () => {
  it('gives a date YAML read as a Date, and one written as text, as YYYY-MM-DD', () => {
    const asDate = optionsOf({ last_update: { date: new Date('2024-05-01T00:00:00Z'), author: 'Ada' } });
    expect(asDate.options.lastUpdate).toEqual({ date: '2024-05-01', author: 'Ada' });
    const asText = optionsOf({ last_update: { date: '2024-05-01T22:30:00Z' } });
    expect(asText.options.lastUpdate).toEqual({ date: '2024-05-01' });
  });

  it('is left out when the field names neither a date nor an author', () => {
    expect(optionsOf({ last_update: {} }).options).not.toHaveProperty('lastUpdate');
  });
});

describe("a page's card image", () => {
  it('is kept as written when it is an absolute URL or a path under public/', () => {
    expect(optionsOf({ image: 'https://cdn.example/card.png' }).options.image).toBe('https://cdn.example/card.png');
    expect(optionsOf({ image: '//cdn.example/card.png' }).options.image).toBe('//cdn.example/card.png');
    expect(optionsOf({ image: '/img/card.png' }).options.image).toBe('/img/card.png');
  });

  it('is published from the content folder when written relative to the page', () => {
    expect(optionsOf({ image: './card%20image.png?v=2' }).options.image).toBe('/assets/docs/guide/card image.png');
  });

  it('that names no file is reported at its line and left off the page', () => {
    const { options, problems } = optionsOf({ image: './missing.png' }, 'description: A page.\nimage: ./missing.png\n');
    expect(options).not.toHaveProperty('image');
    expect(problems).toEqual([
      `  - ${path.relative(process.cwd(), pagePath).split(path.sep).join('/')}:4: ${imageProblem('./missing.png', pagePath, root)}`,
    ]);
  });
});

describe('why a card image cannot be published', () => {
  it('is that no file is at the path, or that the file lies outside the content folder', () => {
    const outside = `../../../${path.basename(root)}-outside.png`;
    expect(fs.existsSync(path.resolve(path.dirname(pagePath), outside))).toBe(true);
    for (const image of ['./missing.png', outside]) {
      expect(imageProblem(image, pagePath, root)).toBe(
        `\`image:\` names ${image}, and no file is there beside the page; write a path relative to the page, a path under public/ (/img/card.png) or an https:// URL`,
      );
    }
  });

  it('is nothing for a file beside the page, a public path or a URL', () => {
    for (const image of ['card image.png', '/img/none.png', 'https://cdn.example/x.png', 'data:image/png;base64,AA'])
      expect(imageProblem(image, pagePath, root)).toBeUndefined();
  });
});
