import { describe, expect, it } from 'vitest';
import { errorMessages, isPageLoadError } from '@/browser/page-load-error';

function chunkError(message: string): Error {
  const error = new Error(message);
  error.name = 'ChunkLoadError';
  return error;
}

describe('page-load failures and crashes', () => {
  it('recognises a chunk that failed to load', () => {
    expect(isPageLoadError(chunkError('Failed to load chunk /_next/static/chunks/abc.js from module 123'))).toBe(true);
    expect(isPageLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(
      true,
    );
  });

  it('treats any other error as a crash', () => {
    expect(isPageLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isPageLoadError('not an error')).toBe(false);
  });

  it('lists the message and every cause', () => {
    const error = new Error('Rendering the page failed', { cause: new Error('Network down', { cause: 'offline' }) });
    expect(errorMessages(error)).toEqual(['Rendering the page failed', 'Network down', 'offline']);
  });

  it('survives a cause that points back at itself', () => {
    const error = new Error('loop');
    (error as Error & { cause: unknown }).cause = error;
    expect(errorMessages(error)).toEqual(['loop']);
  });
});
