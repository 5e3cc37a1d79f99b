// Prints the Markdown source of every page as JSON (`{ "/expect": "content/docs/ExpectAPI.md" }`),
// for the post-build link check (scripts/check-build.mjs): it runs on plain Node, which cannot load
// the route table, and a page's URL does not always follow its file's name (`id:`, `slug:`).
const { getRouteTable } = await import('../lib/routes.ts');

const sources = Object.fromEntries(
  getRouteTable().flatMap((route) =>
    route.source && /\.mdx?$/.test(route.source) ? [[route.path, route.source]] : [],
  ),
);
process.stdout.write(JSON.stringify(sources));
