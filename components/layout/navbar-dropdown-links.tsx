import { SiteLink } from './site-link.client';

/** The links of a dropdown as list items: site pages through SiteLink, other sites as plain links. */
export function NavbarDropdownLinks({
  links,
  className,
}: {
  links: { label: string; href: string }[];
  className: string;
}) {
  return links.map((link) => (
    <li key={link.href}>
      {link.href.startsWith('/') ? (
        <SiteLink href={link.href} className={className}>
          {link.label}
        </SiteLink>
      ) : (
        <a href={link.href} className={className} rel="noopener noreferrer">
          {link.label}
        </a>
      )}
    </li>
  ));
}
