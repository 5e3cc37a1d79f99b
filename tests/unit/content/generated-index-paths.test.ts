import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/content/docs';
import { generatedIndexPaths } from '@/lib/content/sidebar';

const doc = (path: string): SidebarItem => ({ type: 'doc', docId: path.slice(1), label: path, path });
const category = (path: string, generatedIndex: boolean, items: SidebarItem[]): SidebarItem => ({ type: 'category', label: path, path, generatedIndex, description: '', collapsed: true, items });

describe('the category index pages links prefetch on intent only', () => {
  it('are the generated indexes at every depth of every sidebar, each once, and no category page that is a doc', () => {
    const first = [doc('/'), category('/category/a', true, [doc('/a/1'), category('/category/a-inner', true, [doc('/a/2')])]), category('/b/intro', false, [doc('/b/intro'), doc('/b/2')])];
    const second = [category('/category/a', true, [doc('/a/1')]), category('/category/c', true, [])];
    expect(generatedIndexPaths([first, second])).toEqual(['/category/a', '/category/a-inner', '/category/c']);
    expect(generatedIndexPaths([[doc('/only')]])).toEqual([]);
  });
});
