import { SiteLink } from '@/components/layout/site-link.client';

export interface DocCard {
  label: string;
  path: string;
  description: string;
  kind: 'doc' | 'category';
}

/** A card per item of a category, with its description. */
export function DocCardList({ cards }: { cards: DocCard[] }) {
  return (
    <ul className="card-list">
      {cards.map((card) => (
        <li key={card.path}>
          <SiteLink href={card.path} className="doc-card">
            <h2 className="doc-card-title">
              <span aria-hidden="true">{card.kind === 'category' ? '🗂 ' : '📄 '}</span>
              {card.label}
            </h2>
            <p className="doc-card-description">{card.description}</p>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
