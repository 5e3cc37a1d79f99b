import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSet, iconStylesheet, iconSvg } from '@/components/icons/icon-set.mjs';
import { Icon } from '@/components/icons/site-icons';

const stylesheet = fs.readFileSync(path.join(process.cwd(), 'components/icons/icons.css'), 'utf8');

/** Each icon's drawing as the stylesheet holds it, decoded from its data: URL. */
function drawings(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/\.icon\[data-icon='(\w+)'\] \{ --icon: url\("data:image\/svg\+xml,(.*?)"\); \}/g)].map(
      ([, name, data]) => [name, decodeURIComponent(data)],
    ),
  );
}

describe('the icon set', () => {
  it('is drawn by components/icons/icons.css as written from Lucide (run `node scripts/write-icon-css.mjs` after changing the set)', () => {
    expect(stylesheet).toBe(iconStylesheet());
  });

  it('holds every icon of the set, each as Lucide draws it', () => {
    const drawn = drawings(stylesheet);
    expect([...drawn.keys()]).toEqual(Object.keys(iconSet));
    for (const [name, node] of Object.entries(iconSet)) {
      const svg = drawn.get(name)!;
      expect(svg).toBe(iconSvg(node));
      // Every element of Lucide's drawing, with every attribute.
      expect([...svg.matchAll(/<(\w+) /g)].map(([, tag]) => tag)).toEqual(['svg', ...node.map(([tag]) => tag)]);
      for (const [, attributes] of node)
        for (const value of Object.values(attributes)) expect(svg).toContain(`='${value}'`);
    }
  });

  it('puts an empty, hidden element on the page, with no SVG markup', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'search', className: 'search-icon' }))).toBe(
      '<span class="icon search-icon" data-icon="search" aria-hidden="true"></span>',
    );
    expect(renderToStaticMarkup(createElement(Icon, { name: 'tip' }))).toBe(
      '<span class="icon" data-icon="tip" aria-hidden="true"></span>',
    );
  });
});
