// This route under `next dev` (next.config.mjs): dynamicParams unset, so a page added while the
// server runs opens on its first visit (ARCHITECTURE.md, "Page routes").
export { default, generateStaticParams, generateMetadata } from './page-route';
