import { siteChecks, type CheckLevel } from '../site-checks.mjs';
import { report } from './report.mjs';

/** A route or a doc: what is needed to say who claims a path. */
interface RouteLike {
  path: string;
  title: string;
  source?: string;
  displayPath?: string;
}

/**
 * Two pages claiming one path would make one of them unreachable: report it at the configured
 * level and keep the first, so a 'warn' build still produces a site.
 */
export function dedupeRoutes<T extends RouteLike>(
  routes: T[],
  level: CheckLevel = siteChecks.onDuplicateRoutes,
  warn?: (line: string) => void,
): T[] {
  const seen = new Map<string, T>();
  const duplicates: string[] = [];
  for (const route of routes) {
    const first = seen.get(route.path);
    if (first) duplicates.push(`- ${route.path}: built by ${describe(first)} and by ${describe(route)}`);
    else seen.set(route.path, route);
  }
  if (duplicates.length) {
    report(
      level,
      `Duplicate routes found (siteChecks.onDuplicateRoutes is '${level}' in lib/site-checks.mjs); only the first of each is built:\n${duplicates.join('\n')}`,
      warn,
    );
  }
  return [...seen.values()];
}

function describe(route: RouteLike): string {
  return route.source ?? route.displayPath ?? `"${route.title}"`;
}
