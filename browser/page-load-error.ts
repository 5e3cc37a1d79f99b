/**
 * Telling a page that failed to load (its code could not be fetched: the reader can retry) from a
 * page that crashed while rendering (a bug: the reader can only try again).
 */
export function isPageLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /failed to load chunk|loading chunk \S+ failed|failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    error.message,
  );
}

/** The error's message followed by those of its causes, outermost first. */
export function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error) {
      messages.push(current.message || current.name);
      current = current.cause;
    } else {
      messages.push(String(current));
      break;
    }
  }
  return messages;
}
