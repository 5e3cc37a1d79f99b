import { SiteLink } from '@/components/layout/site-link.client';
import { Icon } from '@/components/icons/site-icons';

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
            <span className="doc-card-icon">
              <Icon name={card.kind === 'category' ? 'folder' : 'file'} />
            </span>
            <div>
              <h2 className="doc-card-title">{card.label}</h2>
              <p className="doc-card-description">{card.description}</p>
            </div>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
