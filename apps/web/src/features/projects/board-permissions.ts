import type { TBoardRole } from '@samplebank/contracts/projects';

// The server checks every call (DESIGN.md §5); these only decide which controls the page offers.

/** Owner and editor add boards and samples, remove samples, invite, and add all to the cart. */
export const canEditBoard = (role: TBoardRole | undefined): boolean => role === 'owner' || role === 'editor';

/** Only the owner changes a member's role or removes a member. */
export const canManageMembers = (role: TBoardRole | undefined): boolean => role === 'owner';

/** Only the project's owner renames or deletes it. */
export const canManageProject = (role: TBoardRole | undefined): boolean => role === 'owner';
