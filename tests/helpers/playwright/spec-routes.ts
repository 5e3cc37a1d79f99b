/** The routes the site promises (docs, categories, standalone pages), written out by hand on purpose, so a route lost by the build fails a test. */
export const specDocsRoutes = [
  '/',
  '/quick-start',
  '/security',
  '/agent/agent',
  '/agent/chat-with-agent',
  '/agent/create-agent',
  '/agent/data-source',
  '/agent/metadata',
  '/data-modeling/data_transformation',
  '/data-modeling/etl_guidelines',
  '/metadata/metadata_generation',
  '/metadata/overview',
  '/metadata/schema-layer',
  '/metadata/semantics-layer',
  '/nba/metadata_for_nba',
  '/nba/schema_design',
  '/nba/schema_for_nba',
  '/nba/semantics_for_nba',
];

/**
 * Docs pages added after that list, each asked for since: a YAML key
 * reference and a page on troubleshooting wrong answers. Every test over "all docs" covers them.
 */
export const addedDocsRoutes = ['/agent/troubleshoot-answers', '/metadata/yaml-reference'];

export const docsRoutes = [...specDocsRoutes, ...addedDocsRoutes];

export const categoryRoutes = [
  '/category/agents',
  '/category/metadata',
  '/category/schema-design--data-modeling',
  '/category/working-with-nba-dataset',
];

export const standaloneRoutes = ['/markdown-page', '/my-page'];

/** Blog pages: the tag pages' doubled `blog/tags` segment is part of the promised URLs. */
export const blogTags = ['ai', 'conversational-agents', 'data', 'plumbline'];
export const blogPostRoute = '/blog/unlocking-conversational-data-agents-plumbline';
export const blogRoutes = [
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  ...blogTags.map((tag) => `/blog/tags/blog/tags/${tag}`),
  blogPostRoute,
];
