import { normalisePath } from './url-rules';

/**
 * Inline scripts that run before React, built from the same `normalisePath` as the route table
 * (its source text goes into the page), so the rule exists once.
 */
const NORMALISE = `var p=window.__requestedPath||location.pathname,n=(${normalisePath.toString()})(p);`;

/** In <head>: the page was served for `/x.html` or `/x/index`; show `/x` in the address bar. */
export const replaceUrlScript = `(function(){${NORMALISE}window.__requestedPath=p;if(n!==p)history.replaceState(history.state,'',n+location.search+location.hash)})()`;

/** On the not-found page (reading the path the head script saw): a CDN that does not map `/x.html` to `/x` lands here; go to `/x`. */
export const redirectFromNotFoundScript = `(function(){${NORMALISE}if(n!==p)location.replace(n+location.search+location.hash)})()`;
