'use client';

import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_DISMISSED_KEY } from '@/lib/announcement-bar';
import { writeStorage } from '@/browser/storage';

/** Dismisses the bar for good (until the config's id changes): the same attribute the head script sets. */
export function AnnouncementBarClose({ id }: { id: string }) {
  return (
    <button
      type="button"
      className="announcement-bar-close"
      aria-label="Close announcement"
      onClick={() => {
        writeStorage(ANNOUNCEMENT_DISMISSED_KEY, id);
        document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, 'true');
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">✕</span>
    </button>
  );
}
