import { describe, expect, it } from 'vitest';
import type { SidebarCategoryItem, SidebarDocItem, SidebarItem } from '@/lib/content/docs';
import type { Route } from '@/lib/routes';
import { searchContextsFrom } from '@/lib/search/site-contexts';

const doc = (path: string, label = path): SidebarDocItem => ({ type: 'doc', docId: path.slice(1), label, path });

function category(label: string, path: string, items: SidebarItem[]): SidebarCategoryItem {
  return {
    type: 'category',
    label,
    path,
    generatedIndex: path.startsWith('/category/'),
    description: '',
    collapsed: true,
    items,
  };
}

const route = (kind: Route['kind'], path: string): Route => ({ kind, path, title: path });

const agents = category('Agents', '/category/agents', [doc('/agent/create-agent'), doc('/agent/agent')]);

describe('the search contexts of a site', () => {
  it('are the top-level categories, in sidebar order, with their index page and their docs’ folder', () => {
    const metadata = category('Metadata', '/category/metadata', [doc('/metadata/overview')]);
    expect(searchContextsFrom([doc('/quick-start'), agents, metadata], [])).toEqual([
      { id: 'agents', label: 'Agents', paths: ['/category/agents', '/agent/'] },
      { id: 'metadata', label: 'Metadata', paths: ['/category/metadata', '/metadata/'] },
    ]);
  });

  it('take in nested categories’ pages and folders, each path once', () => {
    const nested = category('Agents', '/category/agents', [
      doc('/agent/create-agent'),
      category('Tools', '/category/tools', [doc('/agent/tools/sql'), doc('/tools/run')]),
      category('Guide', '/agent/guide', [doc('/agent/guide/setup')]),
    ]);
    expect(searchContextsFrom([nested], [])).toEqual([
      {
        id: 'agents',
        label: 'Agents',
        paths: ['/category/agents', '/category/tools', '/agent/guide', '/agent/', '/tools/'],
      },
    ]);
  });

  it('match a doc at the top of the site by its own path, not as a folder', () => {
    const [context] = searchContextsFrom([category('Start', '/category/start', [doc('/install')])], []);
    expect(context.paths).toEqual(['/category/start', '/install']);
  });

  it('name a category that links a doc by that doc’s path, its slashes as dashes', () => {
    const [context] = searchContextsFrom([category('Guide', '/guide/intro/', [doc('/guide/setup')])], []);
    expect(context.id).toBe('guide-intro');
  });

  it('name a category whose page is the site root "docs"', () => {
    const [context] = searchContextsFrom([category('Home', '/', [doc('/intro')])], []);
    expect(context).toEqual({ id: 'docs', label: 'Home', paths: ['/', '/intro'] });
  });

  it('add the blog once the route table has a blog page or a post', () => {
    const blog = { id: 'blog', label: 'Blog', paths: ['/blog', '/blog/'] };
    expect(searchContextsFrom([agents], [route('blog-post', '/blog/a-post')]).at(-1)).toEqual(blog);
    expect(searchContextsFrom([agents], [route('blog', '/blog')]).at(-1)).toEqual(blog);
    expect(searchContextsFrom([agents], [route('doc', '/agent/agent'), route('search', '/search')])).toHaveLength(1);
  });

  it('are none for a sidebar of docs only and no blog', () => {
    expect(searchContextsFrom([doc('/quick-start'), doc('/faq')], [route('page', '/')])).toEqual([]);
  });
});

describe('a clash of search context ids', () => {
  it('fails, naming the id, when two categories share a slug', () => {
    const twin = category('Agents again', '/category/agents', [doc('/bots/one')]);
    expect(() => searchContextsFrom([agents, twin], [])).toThrow(
      'Two search contexts (or a context and the index of other pages) share the id "agents": rename a docs category so its slug differs.',
    );
  });

  it('fails when a category is named like the index of other pages', () => {
    expect(() => searchContextsFrom([category('Rest', '/category/rest', [doc('/rest/api')])], [])).toThrow(
      'share the id "rest"',
    );
  });

  it('fails when a category is named like the blog and the site has one', () => {
    const blogCategory = category('Blog docs', '/category/blog', [doc('/blogging/how')]);
    expect(() => searchContextsFrom([blogCategory], [])).not.toThrow();
    expect(() => searchContextsFrom([blogCategory], [route('blog', '/blog')])).toThrow('share the id "blog"');
  });
});
