/**
 * The developer-facing error for a hook used where its provider is not in the tree. Like the
 * other configuration errors, it says what was asked for, what provides it, and where to fix it.
 */
export function missingProviderError(hook: string, provider: string, providedBy: string): Error {
  return new Error(
    `${hook}() was called outside <${provider}>, so it has nothing to read. ` +
      `<${provider}> is rendered by ${providedBy}: move the component under that layout, or wrap it in <${provider}>.`,
  );
}
