/** The browser APIs a copy needs, passed in so the fallbacks can be tested without a browser. */
export interface ClipboardEnv {
  clipboard?: Pick<Clipboard, 'write' | 'writeText'>;
  ClipboardItem?: typeof ClipboardItem;
  fetch: typeof fetch;
  /** Last resort for browsers without the async clipboard (old ones, plain-http origins). */
  copyWithSelection?: (text: string) => boolean;
}

async function fetchText(env: ClipboardEnv, url: string): Promise<string> {
  const response = await env.fetch(url);
  if (!response.ok) throw new Error(`Fetching ${url} answered ${response.status}.`);
  return response.text();
}

/**
 * Copies the text at `url`. A ClipboardItem holding the pending fetch goes first, because Safari
 * only lets the clipboard be written in the click itself, not after an awaited fetch; then
 * `writeText`, then a selection copy. Throws when every way fails.
 */
export async function copyTextFromUrl(url: string, env: ClipboardEnv): Promise<void> {
  if (env.clipboard?.write && env.ClipboardItem) {
    const blob = fetchText(env, url).then((text) => new Blob([text], { type: 'text/plain' }));
    try {
      await env.clipboard.write([new env.ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Some browsers refuse promised items; the plainer ways below still work there.
    }
  }
  const text = await fetchText(env, url);
  if (env.clipboard?.writeText) {
    try {
      await env.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or no focus: fall through to the selection copy.
    }
  }
  if (env.copyWithSelection?.(text)) return;
  throw new Error('No clipboard is available in this browser.');
}

/** Copies through a hidden textarea and the legacy copy command. */
export function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The real browser's clipboard environment. */
export function browserClipboardEnv(): ClipboardEnv {
  return {
    clipboard: typeof navigator !== 'undefined' ? navigator.clipboard : undefined,
    ClipboardItem: typeof ClipboardItem !== 'undefined' ? ClipboardItem : undefined,
    fetch: (input, init) => fetch(input, init),
    copyWithSelection,
  };
}
