import type { AuthUser } from '../../platform/auth.js';

export type Viewer = Pick<AuthUser, 'id' | 'role' | 'organizationId'>;
export type OrganizationRef = { id: string; type: string; createdBy: string | null };

export const isAdmin = (viewer: Viewer | undefined) => viewer?.role === 'ADMIN';

/** A member is a user linked to the organization, or the user who created it. */
export function isMember(viewer: Viewer | undefined, organization: OrganizationRef): boolean {
  if (!viewer) return false;
  return viewer.organizationId === organization.id || organization.createdBy === viewer.id;
}

/** Members and ADMIN read and change the whole organization: contacts, SSM number, addresses. */
export function canManageOrganization(viewer: Viewer | undefined, organization: OrganizationRef): boolean {
  return isAdmin(viewer) || isMember(viewer, organization);
}

/**
 * Whether brands may see the organization's name and contact is the buyer's own decision: its members make it, and
 * staff, who may change everything else, do not.
 */
export function canDecideConsent(viewer: Viewer | undefined, organization: OrganizationRef): boolean {
  return isMember(viewer, organization);
}

/** A brand partner's public face (name, logo, banner, description) is everyone's to read. */
export function canSeeBrandFields(organization: OrganizationRef): boolean {
  return organization.type === 'BRAND';
}

/** Only ADMIN makes an organization a brand or turns a brand into something else. */
export function canSetType(viewer: Viewer, current: string | undefined, next: string): boolean {
  if (isAdmin(viewer)) return true;
  // a member keeps its kind: a company stays a company, a brand stays a brand
  return (next === 'BRAND') === (current === 'BRAND');
}
