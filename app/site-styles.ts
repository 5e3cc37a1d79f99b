// Every stylesheet of the site, imported once by the root layout (and by global-error, which
// replaces it). One CSS bundle for all pages: a stylesheet imported by a single route or
// component becomes its own chunk, which Next preloads on pages that never apply it, and
// Chromium then warns "preloaded but not used" on every page.
import './tokens.css';
import '@/components/icons/icons.css';
import './globals.css';
import '@/components/layout/announcement-bar.css';
import '@/components/layout/back-to-top.css';
import '@/components/layout/colour-mode.css';
import '@/components/layout/error-fallback.css';
import '@/components/layout/mobile-menu.css';
import '@/components/layout/navbar-dropdown.css';
import '@/components/layout/navbar-shell.css';
import '@/components/layout/route-progress.css';
import '@/components/docs/doc-page-actions.css';
import '@/components/mdx/code-block.css';
import '@/components/mdx/token-colours.css';
import '@/components/mdx/content-tabs.css';
import '@/components/mdx/admonition.css';
import '@/components/mdx/content-html.css';
import '@/components/search/search.css';
import '@/components/blog/blog.css';
