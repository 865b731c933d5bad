import {
  ACCOUNT_MESSAGES,
  type TAccountOrganization,
  type TAccountResponse,
  type TUpdateEmailPreferencesRequest,
  type TUpdateLocaleRequest,
} from '@samplebank/contracts/users';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import * as repository from './users.repository.js';
import { publicUser } from './users.service.js';

type OrganizationSummary = NonNullable<Awaited<ReturnType<typeof repository.findOrganizationSummary>>>;

/** "12 Jalan Telawi, 59100 Kuala Lumpur, Wilayah Persekutuan Kuala Lumpur": an address on one line. */
function addressLine(address: OrganizationSummary['shippingAddress']): string | null {
  if (!address) return null;
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
  return `${street}, ${address.postcode} ${address.city}, ${address.state}`;
}

function presentOrganization(organization: OrganizationSummary): TAccountOrganization {
  return {
    _id: organization.id,
    name: organization.name,
    type: organization.type,
    ssmNumber: organization.ssmNumber,
    contactNumber: organization.contactNumber,
    orgEmail: organization.orgEmail,
    tin: organization.tin,
    sstNumber: organization.sstNumber,
    idNumber: organization.idNumber,
    shippingAddress: addressLine(organization.shippingAddress),
  };
}

/** `GET /users/me`: the signed-in user as the account page shows them, with e-mail preferences and organization. */
export async function getMyAccount({ db }: ServiceContext<'db'>, actor: AuthUser): Promise<TAccountResponse> {
  // the guard's row is fresh: it was read for this request to check the token
  const organization = actor.organizationId
    ? await repository.findOrganizationSummary(db, actor.organizationId)
    : undefined;
  return {
    user: await publicUser(db, actor),
    emailPreferences: actor.emailPreferences,
    organization: organization ? presentOrganization(organization) : null,
  };
}

/** `PUT /users/me/email-preferences`: switches order-update e-mails or product news on or off for oneself. */
export async function updateMyEmailPreferences(
  { db }: ServiceContext<'db'>,
  actor: AuthUser,
  changes: TUpdateEmailPreferencesRequest,
) {
  const emailPreferences = await repository.mergeEmailPreferences(db, actor.id, {
    ...(changes.orderUpdates !== undefined ? { orderUpdates: changes.orderUpdates } : {}),
    ...(changes.productNews !== undefined ? { productNews: changes.productNews } : {}),
  });
  if (!emailPreferences) throw notFound('User');
  return { message: ACCOUNT_MESSAGES.preferencesSaved, emailPreferences };
}

/** `PUT /users/me/locale`: the language the user reads Samplebank in; their e-mails go out in it from now on. */
export async function updateMyLocale({ db }: ServiceContext<'db'>, actor: AuthUser, { locale }: TUpdateLocaleRequest) {
  const saved = await repository.setLocale(db, actor.id, locale);
  if (!saved) throw notFound('User');
  return { locale: saved };
}
