// This route in `next build` (next.config.mjs). Only the params generateStaticParams lists exist, so
// Next's client fetches a route's tree rather than predicting it (ARCHITECTURE.md, "Page routes").
export { default, generateStaticParams, generateMetadata } from './page-route';
export const dynamicParams = false;
