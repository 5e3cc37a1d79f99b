import { describe, expect, it } from 'vitest';
import { isIndexable, openGraphLocale, pageMetadata } from '@/lib/metadata';

describe('page metadata', () => {
  const meta = pageMetadata({
    title: 'Create an agent',
    description: 'How to create one.',
    path: '/agent/create-agent',
    type: 'article',
    kind: 'doc',
    markdownPath: '/agent/create-agent.md',
  });

  it('gives every page a canonical URL and Open Graph and Twitter tags with title, description, image and url', () => {
    expect(meta.alternates?.canonical).toBe('https://docs.plumbline.example/agent/create-agent');
    expect(meta.openGraph).toMatchObject({
      title: 'Create an agent',
      description: 'How to create one.',
      url: 'https://docs.plumbline.example/agent/create-agent',
      type: 'article',
      images: [{ url: 'https://docs.plumbline.example/img/social-card.png', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Create an agent',
      description: 'How to create one.',
      images: ['https://docs.plumbline.example/img/social-card.png'],
    });
  });

  it('links the Markdown copy as a text/markdown alternate', () => {
    expect(meta.alternates?.types).toMatchObject({
      'text/markdown': 'https://docs.plumbline.example/agent/create-agent.md',
    });
    expect(pageMetadata({ title: 'x', path: '/x' }).alternates?.types).not.toHaveProperty('text/markdown');
  });

  it('takes the Open Graph locale from the locale config', () => {
    expect(openGraphLocale()).toBe('en_US');
    expect(meta.openGraph).toMatchObject({ locale: 'en_US' });
  });

  it('marks the search page noindex and leaves other kinds indexable', () => {
    expect(pageMetadata({ title: 'Search', path: '/search', kind: 'search' }).robots).toEqual({
      index: false,
      follow: true,
    });
    for (const kind of ['doc', 'category', 'page', 'blog', 'blog-post'] as const) {
      expect(pageMetadata({ title: 'x', path: '/x', kind }).robots).toBeUndefined();
      expect(isIndexable(kind)).toBe(true);
    }
    expect(isIndexable('search')).toBe(false);
  });

  it('falls back to the site description', () => {
    expect(pageMetadata({ title: 'x', path: '/x' }).description).toMatch(/^How to build and use Plumbline/);
  });
});
