import type { Root } from 'hast';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { TAB_ITEM_ELEMENT, TABS_ELEMENT } from '@/lib/mdx/content-components';
import { rehypeSearchSections, type SearchSection } from '@/lib/mdx/rehype-search-sections';

/** The search sections of a page whose body is `children`, as the plugin collects them. */
function sectionsOf(children: Root['children'], options: { maxLevel?: number } = {}): SearchSection[] {
  const target: SearchSection[] = [];
  rehypeSearchSections({ target, ...options })(h(null, children));
  return target;
}

describe("a page's search sections", () => {
  it('open at each h1-h3 with an id, the text before the first heading a section of its own', () => {
    const sections = sectionsOf([
      h('p', 'Intro.'),
      h('h2', { id: 'install' }, ' Install ', h('code', 'npm')),
      h('p', 'Run it.'),
      h('h3', { id: 'on-a-laptop' }, 'On a laptop'),
      h('p', 'Locally.'),
    ]);
    expect(sections).toEqual([
      { id: '', depth: 0, heading: '', text: 'Intro.' },
      { id: 'install', depth: 2, heading: 'Install npm', text: 'Run it.' },
      { id: 'on-a-laptop', depth: 3, heading: 'On a laptop', text: 'Locally.' },
    ]);
  });

  it('keep a deeper heading, or one without an id, as text of the section it is in', () => {
    const sections = sectionsOf([
      h('h2', { id: 'keys' }, 'Keys'),
      h('h4', { id: 'primary' }, 'Primary'),
      h('p', 'One column.'),
      h('h3', 'No anchor'),
      h('p', 'Still keys.'),
    ]);
    expect(sections.map((section) => section.id)).toEqual(['', 'keys']);
    expect(sections[1].text).toBe('Primary One column. No anchor Still keys.');
  });

  it('open only at the levels up to maxLevel', () => {
    const sections = sectionsOf([h('h2', { id: 'a' }, 'A'), h('h3', { id: 'b' }, 'B'), h('p', 'Text.')], {
      maxLevel: 2,
    });
    expect(sections).toEqual([
      { id: '', depth: 0, heading: '', text: '' },
      { id: 'a', depth: 2, heading: 'A', text: 'B Text.' },
    ]);
  });

  it('keep words of separate blocks apart, inline markup joined, and whitespace collapsed', () => {
    const [section] = sectionsOf([
      h('p', ['Un', h('strong', 'break'), 'able']),
      h('ul', [h('li', 'first'), h('li', 'second')]),
      h('table', [h('tr', [h('td', 'cell'), h('td', 'next')])]),
      h(TABS_ELEMENT, [h(TAB_ITEM_ELEMENT, 'npm'), h(TAB_ITEM_ELEMENT, 'yarn')]),
      h('pre', h('code', 'SELECT\n    1')),
    ]);
    expect(section.text).toBe('Unbreakable first second cell next npm yarn SELECT 1');
  });
});
