import { SiteLink } from '@/components/layout/site-link.client';
import { Icon } from '@/components/icons/site-icons';
import { mainDocPath } from '@/lib/content/source';

export interface Crumb {
  label: string;
  path?: string;
}

/** Home, then the enclosing categories, then the current page (not a link). */
export function DocsBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <SiteLink href={mainDocPath()} aria-label="Home page" className="breadcrumb-home">
            <Icon name="home" />
          </SiteLink>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`}>
            {crumb.path ? (
              <SiteLink href={crumb.path}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
