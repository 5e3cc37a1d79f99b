/**
 * Whether a collapsible sidebar category is open. The
 * reader's last choice is remembered with the page it was made on, so it survives navigation:
 * arriving on a page inside a category opens it; otherwise the choice stands, and without one
 * the category's default applies.
 */
export interface ExpansionChoice {
  expanded: boolean;
  /** The page the reader was on when they chose. */
  madeOn: string;
}

export function categoryExpanded(input: {
  choice: ExpansionChoice | undefined;
  pathname: string;
  containsCurrent: boolean;
  collapsedByDefault: boolean;
}): boolean {
  const { choice, pathname, containsCurrent, collapsedByDefault } = input;
  if (choice && choice.madeOn === pathname) return choice.expanded;
  if (containsCurrent) return true;
  return choice ? choice.expanded : !collapsedByDefault;
}
