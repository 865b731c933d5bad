import { isWholeOrganization, type TOrganizationResponse } from '@samplebank/contracts/organizations';

/** ADMIN reads every organization whole; a brand's public fields alone would mean the session is not ADMIN's. */
export function wholeOrganization(organization: TOrganizationResponse) {
  if (!isWholeOrganization(organization)) throw new Error('Failed to fetch organization');
  return organization;
}
