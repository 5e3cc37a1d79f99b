import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  casesOf,
  expectedFileOf,
  PLUGIN_FIXTURES,
  pluginFolders,
  renderCase,
} from '@/tests/helpers/markdown-plugin-fixtures';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/*
 * Each Markdown plugin's cases (tests/fixtures/markdown-plugins/<plugin>/), rendered by the page
 * pipeline and compared with the HTML stored beside them. UPDATE_FIXTURES=1 writes the HTML of
 * new and changed cases instead; read each file it writes before committing it.
 */
const UPDATE = process.env.UPDATE_FIXTURES === '1';

describe.each(pluginFolders())('%s', (plugin) => {
  it('has a folder named for a plugin in lib/mdx, and at least two cases', () => {
    expect(fs.existsSync(path.join(process.cwd(), 'lib/mdx', `${plugin}.ts`))).toBe(true);
    expect(casesOf(plugin).length).toBeGreaterThanOrEqual(2);
  });

  it('has no .html without the page it was rendered from', () => {
    const pages = new Set(casesOf(plugin).map((page) => expectedFileOf(plugin, page)));
    const stored = fs
      .readdirSync(path.join(PLUGIN_FIXTURES, plugin))
      .filter((name) => name.endsWith('.html'))
      .map((name) => path.join(PLUGIN_FIXTURES, plugin, name));
    expect(stored.filter((file) => !pages.has(file))).toEqual([]);
  });

  it.each(casesOf(plugin))('%s renders as its .html', async (page) => {
    const html = await renderCase(plugin, page);
    const expectedFile = expectedFileOf(plugin, page);
    const stored = fs.existsSync(expectedFile) ? fs.readFileSync(expectedFile, 'utf8') : undefined;
    if (UPDATE && stored !== html) fs.writeFileSync(expectedFile, html);
    else if (stored === undefined) {
      throw new Error(
        `${path.relative(process.cwd(), expectedFile)} is missing: run UPDATE_FIXTURES=1 npx vitest run ${path.relative(process.cwd(), __filename)}, then read the file it writes.`,
      );
    } else expect(html).toBe(stored);
  });
});
