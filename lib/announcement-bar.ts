import { inlineArguments } from './inline-script';

/**
 * Announcement bar dismissal: closing the bar stores its id; the bar stays hidden
 * while the stored id equals the configured one, and shows again once the config's id changes.
 */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement-bar-dismissed';
/** Set on <html> before the first paint when the current bar was dismissed; CSS hides the bar. */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-dismissed';

export function isAnnouncementDismissed(storedId: string | null, currentId: string): boolean {
  return storedId !== null && storedId === currentId;
}

/**
 * Inline <head> script: marks <html> when the reader dismissed this bar, so a dismissed bar is
 * never painted and nothing below it shifts. Same rule as isAnnouncementDismissed.
 */
export function announcementBarScript(currentId: string): string {
  const args = inlineArguments([ANNOUNCEMENT_DISMISSED_KEY, ANNOUNCEMENT_DISMISSED_ATTRIBUTE, currentId]);
  return `(function(k,a,id){var v=null;try{v=localStorage.getItem(k)}catch(e){}if(v!==null&&v===id)document.documentElement.setAttribute(a,'true')})(${args})`;
}
