import { SiteLink } from '@/components/layout/site-link.client';
import type { Metadata } from 'next';
import { redirectFromNotFoundScript } from '@/lib/normalise-script';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    <main id="main-content" className="standalone-page not-found" tabIndex={-1}>
      <script dangerouslySetInnerHTML={{ __html: redirectFromNotFoundScript }} />
      <h1>Page Not Found</h1>
      <p>We could not find the page you asked for. The link may be out of date, or the address may have a typo.</p>
      <ul>
        <li>
          <SiteLink href="/">Go to the documentation home</SiteLink>
        </li>
        <li>
          <SiteLink href="/my-page">Browse every page by section</SiteLink>
        </li>
      </ul>
    </main>
  );
}
