import { describe, expect, it, vi } from 'vitest';
import { copyTextFromUrl, type ClipboardEnv } from '@/browser/clipboard';

const page = '# Create an agent\n\nBody.\n';

function fetchAnswering(status = 200, body = page) {
  return vi.fn(async () => new Response(body, { status }));
}

class FakeClipboardItem {
  constructor(public readonly items: Record<string, Promise<Blob>>) {}
}

describe('copying the page Markdown', () => {
  it('hands the clipboard a ClipboardItem holding the pending fetch, so Safari keeps the click', async () => {
    let written: FakeClipboardItem | undefined;
    const env: ClipboardEnv = {
      fetch: fetchAnswering(),
      ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem,
      clipboard: {
        write: vi.fn(async (items) => void (written = items[0] as unknown as FakeClipboardItem)),
        writeText: vi.fn(),
      },
    };
    await copyTextFromUrl('/agent/create-agent.md', env);
    expect(env.fetch).toHaveBeenCalledWith('/agent/create-agent.md');
    expect(await (await written!.items['text/plain']).text()).toBe(page);
    expect(env.clipboard!.writeText).not.toHaveBeenCalled();
  });

  it('uses writeText where ClipboardItem is missing', async () => {
    const writeText = vi.fn(async () => {});
    await copyTextFromUrl('/x.md', { fetch: fetchAnswering(), clipboard: { write: vi.fn(), writeText } });
    expect(writeText).toHaveBeenCalledWith(page);
  });

  it('falls back to a selection copy when there is no clipboard API at all', async () => {
    const copyWithSelection = vi.fn(() => true);
    await copyTextFromUrl('/x.md', { fetch: fetchAnswering(), copyWithSelection });
    expect(copyWithSelection).toHaveBeenCalledWith(page);
  });

  it('fails when every way is refused, so the button can say so', async () => {
    const env: ClipboardEnv = {
      fetch: fetchAnswering(),
      clipboard: { write: vi.fn(), writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      copyWithSelection: () => false,
    };
    await expect(copyTextFromUrl('/x.md', env)).rejects.toThrow('No clipboard is available in this browser.');
  });

  it('fails when the Markdown copy cannot be fetched', async () => {
    const writeText = vi.fn(async () => {});
    await expect(
      copyTextFromUrl('/missing.md', {
        fetch: fetchAnswering(404, 'Not found'),
        clipboard: { write: vi.fn(), writeText },
      }),
    ).rejects.toThrow('answered 404');
    expect(writeText).not.toHaveBeenCalled();
  });
});
