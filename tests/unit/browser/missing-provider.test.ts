import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsVersionProvider, useDocsVersion } from '@/components/docs/docs-version-context.client';

function VersionLabel() {
  return createElement('span', null, useDocsVersion().label);
}

describe('a hook used outside its provider', () => {
  it('throws naming the hook, the provider and the layout that renders it', () => {
    expect(() => renderToStaticMarkup(createElement(VersionLabel))).toThrow(
      'useDocsVersion() was called outside <DocsVersionProvider>, so it has nothing to read. ' +
        '<DocsVersionProvider> is rendered by app/(docs)/layout.tsx for every doc and category page: ' +
        'move the component under that layout, or wrap it in <DocsVersionProvider>.',
    );
  });

  it('reads the viewed version inside the provider', () => {
    const html = renderToStaticMarkup(
      createElement(
        DocsVersionProvider,
        { version: { name: 'current', label: 'Next', path: '/' } },
        createElement(VersionLabel),
      ),
    );
    expect(html).toBe('<span>Next</span>');
  });
});
