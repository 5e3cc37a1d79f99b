import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, serialiseJsonLd, webSiteJsonLd } from '@/lib/structured-data';

describe('JSON-LD', () => {
  it('lists a doc’s breadcrumbs from the home page to the page itself, with absolute URLs', () => {
    const data = breadcrumbListJsonLd(
      [{ label: 'Agents', path: '/category/agents' }, { label: 'Create an agent' }],
      '/agent/create-agent',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Plumbline Docs', item: 'https://docs.plumbline.example/' },
        { '@type': 'ListItem', position: 2, name: 'Agents', item: 'https://docs.plumbline.example/category/agents' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Create an agent',
          item: 'https://docs.plumbline.example/agent/create-agent',
        },
      ],
    });
  });

  it('describes the site on the home page, in the configured language', () => {
    const data = webSiteJsonLd([{ kind: 'doc', path: '/' }]);
    expect(data).toMatchObject({
      '@type': 'WebSite',
      name: 'Plumbline Docs',
      url: 'https://docs.plumbline.example/',
      inLanguage: 'en-US',
    });
    expect(data.potentialAction).toBeUndefined();
  });

  it('adds a search action once the route table has a search page', () => {
    const data = webSiteJsonLd([
      { kind: 'doc', path: '/' },
      { kind: 'search', path: '/search' },
    ]);
    expect(data.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://docs.plumbline.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('cannot close its script tag from inside a string', () => {
    const json = serialiseJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
