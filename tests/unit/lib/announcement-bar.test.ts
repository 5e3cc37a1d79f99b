import { describe, expect, it } from 'vitest';
import { announcementBarScript, isAnnouncementDismissed } from '@/lib/announcement-bar';

describe('the announcement bar id rule', () => {
  it('shows a bar that was never dismissed', () => {
    expect(isAnnouncementDismissed(null, 'nba-worked-example-1')).toBe(false);
  });

  it('stays dismissed while the id is unchanged', () => {
    expect(isAnnouncementDismissed('nba-worked-example-1', 'nba-worked-example-1')).toBe(true);
  });

  it('shows again once the configured id changes', () => {
    expect(isAnnouncementDismissed('nba-worked-example-1', 'nba-worked-example-2')).toBe(false);
  });
});

function runHeadScript(stored: string | null, id: string): string | undefined {
  const attributes: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'document', announcementBarScript(id))({ getItem: () => stored }, document);
  return attributes['data-announcement-bar-dismissed'];
}

describe('the no-shift head script', () => {
  it('marks the page only when the stored id matches the current one', () => {
    expect(runHeadScript('bar-1', 'bar-1')).toBe('true');
    expect(runHeadScript('bar-1', 'bar-2')).toBeUndefined();
    expect(runHeadScript(null, 'bar-1')).toBeUndefined();
  });

  it('keeps quotes in the id from breaking out of the script', () => {
    const id = `it's "new"</script>`;
    expect(runHeadScript(id, id)).toBe('true');
    expect(announcementBarScript(id)).not.toContain('</');
  });
});
