/**
 * A board header's secondary action on a phone: a square icon button, its label kept for screen readers (wrap the label
 * in `max-sm:sr-only`), so the header keeps to one row of actions.
 */
export const PHONE_ICON_BUTTON = 'max-sm:size-11 max-sm:px-0';
