import { describe, expect, it } from 'vitest';
import { preferredVersionAction } from '@/browser/docs-version-preference';

const versions = ['current'];

describe('the preferred docs version', () => {
  it('is saved when a doc of a version is viewed', () => {
    expect(preferredVersionAction(null, versions, 'current')).toEqual({ type: 'save', version: 'current' });
  });

  it('is left alone when it already names the viewed version', () => {
    expect(preferredVersionAction('current', versions, 'current')).toEqual({ type: 'keep' });
  });

  it('replaces a stale version when a doc is viewed', () => {
    expect(preferredVersionAction('1.0', versions, 'current')).toEqual({ type: 'save', version: 'current' });
  });

  it('is cleared outside the docs when the saved version no longer exists', () => {
    expect(preferredVersionAction('1.0', versions)).toEqual({ type: 'clear' });
  });

  it('is kept outside the docs while the saved version exists, and nothing is invented', () => {
    expect(preferredVersionAction('current', versions)).toEqual({ type: 'keep' });
    expect(preferredVersionAction(null, versions)).toEqual({ type: 'keep' });
  });

  it('never saves a version that does not exist', () => {
    expect(preferredVersionAction(null, versions, 'next')).toEqual({ type: 'keep' });
  });
});
