import type { Element } from 'hast';
import { h } from 'hastscript';
import { SiteLinkList } from '@/components/layout/site-link-list';
import { iconElement } from '@/components/icons/icon-element';

export interface DocCard {
  label: string;
  path: string;
  description: string;
  kind: 'doc' | 'category';
}

/** A card per item of a category, with its description. */
export function DocCardList({ cards }: { cards: DocCard[] }) {
  return <SiteLinkList className="card-list" items={cards.map(cardItem)} />;
}

function cardItem(card: DocCard): Element {
  return h('li', [
    h('a', { className: ['doc-card'], href: card.path }, [
      h('span', { className: ['doc-card-icon'] }, [iconElement(card.kind === 'category' ? 'folder' : 'file')]),
      h('div', [
        h('h2', { className: ['doc-card-title'] }, card.label),
        h('p', { className: ['doc-card-description'] }, card.description),
      ]),
    ]),
  ]);
}
