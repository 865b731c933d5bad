/**
 * Roles on a project board and what each may do (DESIGN.md §5), written once for the server, which enforces them,
 * and the web, which offers only the controls a role may use. Who holds which role (the project's creator owns
 * every board of it; the others are members) is the server's to know.
 */
export const BOARD_ROLES = ['owner', 'editor', 'viewer'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];

/** The roles an invitation or a role change may give: never owner. */
export const ASSIGNABLE_BOARD_ROLES = ['viewer', 'editor'] as const;

/** What a role may do: read; edit (add boards, rename them, add and remove samples, invite, add all to cart);
 * manage members (change roles, remove members); manage the project (rename or delete it). */
export type BoardAction = 'view' | 'edit' | 'manageMembers' | 'manageProject';

const allowed: Record<BoardRole, readonly BoardAction[]> = {
  owner: ['view', 'edit', 'manageMembers', 'manageProject'],
  editor: ['view', 'edit'],
  viewer: ['view'],
};

/** Whether someone with this role (none: null or undefined) may do the action. */
export function boardRoleMay(role: BoardRole | null | undefined, action: BoardAction): boolean {
  return role ? allowed[role].includes(action) : false;
}

/** Owner and editor add boards, rename boards, add and remove samples, invite, and add all to cart. */
export const canEditBoard = (role: BoardRole | null | undefined): boolean => boardRoleMay(role, 'edit');

/** Only the owner changes roles or removes members. */
export const canManageMembers = (role: BoardRole | null | undefined): boolean => boardRoleMay(role, 'manageMembers');

/** Only the project's owner renames or deletes it. */
export const canManageProject = (role: BoardRole | null | undefined): boolean => boardRoleMay(role, 'manageProject');

const rank: Record<BoardRole, number> = { viewer: 1, editor: 2, owner: 3 };

/** The stronger of two roles (a member invited again keeps the higher one). */
export function higherRole(a: BoardRole | null | undefined, b: BoardRole | null | undefined): BoardRole | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return rank[a] >= rank[b] ? a : b;
}
