import { describe, expect, it } from 'vitest';
import {
  contextOfPath,
  indexIdOfPath,
  indexIdsForScope,
  parseScope,
  searchPageHref,
  type SearchContext,
} from '@/lib/search/contexts';

const agents: SearchContext = { id: 'agents', label: 'Agents', paths: ['/category/agents', '/agent/'] };
const blog: SearchContext = { id: 'blog', label: 'Blog', paths: ['/blog', '/blog/'] };
const contexts = [agents, blog];

describe('search contexts by path', () => {
  it('match a category index page exactly and its docs by folder prefix', () => {
    expect(contextOfPath('/agent/create-agent', contexts)).toBe(agents);
    expect(contextOfPath('/category/agents', contexts)).toBe(agents);
    expect(contextOfPath('/agents-overview', contexts)).toBeUndefined();
    expect(contextOfPath('/blog', contexts)).toBe(blog);
    expect(contextOfPath('/blog/archive', contexts)).toBe(blog);
    expect(contextOfPath('/blogging', contexts)).toBeUndefined();
  });

  it('send pages outside every context to the rest index', () => {
    expect(indexIdOfPath('/quick-start', contexts)).toBe('rest');
    expect(indexIdOfPath('/agent/agent', contexts)).toBe('agents');
  });
});

describe('the ctx parameter', () => {
  const ids = ['agents', 'blog', 'rest'];

  it('names a context to search within, or outside with a leading minus; anything else searches everywhere', () => {
    expect(parseScope('agents', contexts)).toEqual({ kind: 'within', context: agents });
    expect(parseScope('-agents', contexts)).toEqual({ kind: 'outside', context: agents });
    expect(parseScope('', contexts)).toEqual({ kind: 'all' });
    expect(parseScope(null, contexts)).toEqual({ kind: 'all' });
    expect(parseScope('nope', contexts)).toEqual({ kind: 'all' });
  });

  it('chooses the index files a scope needs', () => {
    expect(indexIdsForScope(parseScope('agents', contexts), ids)).toEqual(['agents']);
    expect(indexIdsForScope(parseScope('-agents', contexts), ids)).toEqual(['blog', 'rest']);
    expect(indexIdsForScope(parseScope('', contexts), ids)).toEqual(ids);
  });

  it('builds /search links with q, ctx and version', () => {
    expect(searchPageHref('/search', 'name rules', parseScope('-agents', contexts))).toBe(
      '/search?q=name+rules&ctx=-agents',
    );
    expect(searchPageHref('/search', 'a&b', { kind: 'all' }, 'current')).toBe('/search?q=a%26b&version=current');
  });
});
