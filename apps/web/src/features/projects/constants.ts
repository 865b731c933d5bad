/** The project types the create/edit form offers: stored as written here, shown translated (`type.*` in projects). */
export const PROJECT_TYPES = [
  'Residential',
  'Commercial',
  'Hospitality',
  'Retail',
  'Office',
  'Healthcare',
  'Education',
  'Other',
] as const;

/** Spec §9: one click of a board row's arrows scrolls this far. */
export const BOARD_SCROLL_STEP_PX = 200;

/** How long the ADD SAMPLE box waits after the last key before it searches. */
export const SAMPLE_SEARCH_DEBOUNCE_MS = 300;
export const SAMPLE_SEARCH_LIMIT = 8;
