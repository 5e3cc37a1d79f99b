import type { IndexedPage } from '@/lib/search/build-index';

const section = (id: string, depth: number, heading: string, text: string) => ({ id, depth, heading, text });

/** A few pages with known words in known places, so a test can say exactly what must be found. */
export const pages: IndexedPage[] = [
  {
    title: 'Create an agent',
    url: '/agent/create-agent',
    breadcrumbs: ['Agents'],
    description: 'Name an agent, describe it and connect one data source.',
    keywords: ['agent', 'setup'],
    sections: [
      section('', 0, '', 'An agent answers questions about one data source. This page walks through the form.'),
      section(
        'name-rules',
        2,
        'Name rules',
        'A name is 3 to 64 characters long, starts with a letter and uses letters, digits and underscores.',
      ),
      section(
        'allowed-characters',
        3,
        'Allowed characters',
        'Spaces are not allowed; write SalesAnalyticsAgent instead of sales analytics.',
      ),
      section(
        'test-the-connection',
        2,
        'Test the connection',
        'Press Test connection before you save. A failed connection shows the error text from the warehouse.',
      ),
    ],
  },
  {
    title: 'Metadata overview',
    url: '/metadata/overview',
    breadcrumbs: ['Metadata'],
    description: 'How schema and semantics describe your data to an agent.',
    keywords: ['schema', 'semantics', 'yaml'],
    sections: [
      section(
        '',
        0,
        '',
        'Metadata comes in two layers. The schema layer lists tables; the semantics layer names metrics.',
      ),
      section(
        'regenerating',
        2,
        'Regenerating',
        'Press Regenerate to generate the metadata again after the warehouse changes or its connection moves to a new warehouse.',
      ),
      section(
        'search-syntax',
        2,
        'Search syntax',
        'Write field:term in a query file to restrict a term to one field, and keep notes short.',
      ),
    ],
  },
  {
    title: 'Security',
    url: '/security',
    breadcrumbs: [],
    description: 'How credentials are stored and connections are protected.',
    keywords: ['encryption', 'tls'],
    sections: [
      section('', 0, '', 'Credentials are encrypted at rest and never shown again. Every connection uses TLS.'),
      section(
        'allow-listing',
        2,
        'Allow-listing',
        'Connections come from fixed egress addresses; add them to the firewall of the warehouse. The security team reviews every agent that connects to production data.',
      ),
    ],
  },
];
