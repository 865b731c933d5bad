import { PROJECT_MESSAGES, type TBoardRole } from '@samplebank/contracts/projects';

/** The project types the create/edit form offers. */
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

/** The words the spec fixes for the project pages (§8), written once. */
export const projectMessages = {
  signedOut: 'Not Authorized, Please log in to view projects.',
  noProjects: 'Create your first project',
  saveFailed: 'Failed to save project.',
  fetchFailed: 'Failed to fetch project details.',
  projectIdMissing: 'Project ID is missing.',
  viewerNotice: 'Viewer Access: You can view materials but cannot add or remove items from this board.',
  boardAdded: 'New sub-group added successfully.',
  boardAddFailed: 'Failed to add new sub-group. Please try again.',
  emptyBoard: 'No samples in this board yet.',
  allAddedToCart: (board: string) => `All samples from ${board} have been added to your cart.`,
  nothingToAdd: 'No samples to add from this board.',
  addAllFailed: 'Failed to add samples to cart. Please try again.',
  sampleRemoved: 'Sample successfully removed from the board.',
  sampleRemoveFailed: 'Failed to remove sample from the board.',
  removeDenied: PROJECT_MESSAGES.removeSampleDenied,
  sampleAdded: 'Sample added to board successfully!',
  sampleAddFailed: 'Failed to add sample to board. Please try again.',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationFailed: 'Failed to send invitation',
  memberRoleUpdated: 'Member role updated',
  memberRoleFailed: 'Failed to update member role',
  memberRemoved: (name: string) => `${name} removed from board`,
  memberRemoveFailed: 'Failed to remove member',
  membersFetchFailed: 'Failed to fetch board members',
  emailRequired: PROJECT_MESSAGES.emailRequired,
  emailInvalid: PROJECT_MESSAGES.emailInvalid,
  alreadyMember: PROJECT_MESSAGES.alreadyMember,
  invalidLink: 'Invalid invitation link',
  invitationNotFound: PROJECT_MESSAGES.invitationNotFound,
  invitationExpired: PROJECT_MESSAGES.invitationExpired,
  invitationLoadFailed: 'Failed to load invitation',
  wrongAccount: PROJECT_MESSAGES.wrongInvitee,
  accepted: 'Invitation accepted successfully!',
  acceptFailed: 'Failed to accept invitation',
  rejectFailed: 'Failed to reject invitation',
} as const;

/** How each role reads in the member list and the invite form (spec §5). */
export const roleLabels: Record<TBoardRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

export const inviteRoleDescriptions = {
  viewer: 'Can view board and samples',
  editor: 'Can add/remove samples and view',
} as const;

/** How the invitation page describes the role it offers (spec §6). */
export const invitationRoleDescriptions = {
  editor: 'As an editor you can edit the board’s content, add or remove samples and invite others.',
  viewer: 'As a viewer you have read-only access: you can browse the board and its samples.',
} as const;
