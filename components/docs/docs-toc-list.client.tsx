'use client';

import { useEffect, useState } from 'react';
import type { TocItem } from '@/lib/mdx/rehype-toc';
import { TocPhrasing } from './docs-toc-phrasing';

/** Distance below the top of the viewport at which a heading counts as the one being read. */
const ACTIVE_OFFSET_PX = 120;

/** The TOC links, with the heading in view marked (scroll-spy). */
export function DocsTocList({ items }: { items: TocItem[] }) {
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const headings = items
      .map((item) => document.getElementById(item.id))
      .filter((el): el is HTMLElement => el !== null);
    function update() {
      let current: string | null = headings[0]?.id ?? null;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= ACTIVE_OFFSET_PX) current = heading.id;
        else break;
      }
      // Headings in a short last section never reach the offset: at the foot of the page, the one
      // the reader jumped to (the URL's hash), when it is in view, is the one being read.
      const atFoot = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const target = atFoot ? headings.find((h) => `#${h.id}` === decodeURIComponent(window.location.hash)) : undefined;
      if (target && target.getBoundingClientRect().top < window.innerHeight) current = target.id;
      setActiveId(current);
    }
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('hashchange', update);
    };
  }, [items]);

  return (
    <ul className="toc-list">
      {items.map((item) => (
        <li key={item.id} className={`toc-item toc-depth-${item.depth}`}>
          <a
            href={`#${item.id}`}
            className={`toc-link${activeId === item.id ? ' active' : ''}`}
            aria-current={activeId === item.id ? 'location' : undefined}
          >
            {item.phrasing ? <TocPhrasing parts={item.phrasing} /> : item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
