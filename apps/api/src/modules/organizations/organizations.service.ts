import {
  INDIVIDUAL_TYPE,
  ORGANIZATION_CONSENT_MESSAGES,
  ORGANIZATION_CONSENT_MESSAGES_MS,
  ORGANIZATION_MESSAGES,
  ORGANIZATIONS_PAGE_SIZE,
  type TAddress,
  type TAddressInput,
  type TCreateOrganizationRequest,
  type TOrganizationListQuery,
  type TOrganizationListResponse,
  type TOrganizationRequest,
} from '@samplebank/contracts/organizations';
import type { Database, Transaction } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { checkAddressReferences } from '../reference/reference.service.js';
import {
  canDecideConsent,
  canManageOrganization,
  canSeeBrandFields,
  canSetType,
  isAdmin,
  type Viewer,
} from './organizations.policy.js';
import { presentAddress, presentBrand, presentListItem, presentOrganization } from './organizations.presenter.js';
import {
  countSamplesOf,
  deleteOrganizationRow,
  findAddresses,
  findOrganizationById,
  findOrganizations,
  findOwnedUploadKeys,
  insertOrganization,
  lockOrganization,
  lockUserOrganization,
  type NewAddress,
  type OrganizationRow,
  replaceAddresses,
  setUserOrganization,
  updateOrganizationRow,
} from './organizations.repository.js';

/** The uploads a logo or banner may point at: images the acting user uploaded itself. */
export const IMAGE_UPLOAD_PURPOSE = 'image';

type OrganizationInput = TCreateOrganizationRequest | TOrganizationRequest;

const forbidden = () => new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.forbidden);
const consentRefused = () =>
  new AppError('FORBIDDEN', ORGANIZATION_CONSENT_MESSAGES.membersOnly, {
    inLanguage: { ms: ORGANIZATION_CONSENT_MESSAGES_MS.membersOnly },
  });

/** `GET /organizations`: brands for everyone, plus the reader's own organization; every organization for ADMIN. */
export async function listOrganizations(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  viewer: Viewer | undefined,
  query: TOrganizationListQuery,
): Promise<TOrganizationListResponse> {
  const admin = isAdmin(viewer);
  const paged = query.page !== undefined || query.limit !== undefined || (admin && query.type !== 'BRAND');
  const limit = paged ? (query.limit ?? ORGANIZATIONS_PAGE_SIZE) : undefined;
  const page = query.page ?? 1;
  const { rows, total } = await findOrganizations(db, {
    visibleTo: admin ? undefined : { organizationId: viewer?.organizationId ?? null },
    type: query.type,
    search: query.search || undefined,
    limit,
    offset: limit ? (page - 1) * limit : 0,
    withSampleCount: query.withSampleCount,
  });
  const organizations = await Promise.all(
    rows.map(({ organization, sampleCount }) =>
      presentListItem(storage, organization, {
        withContacts: canManageOrganization(viewer, organization),
        sampleCount: organization.type === 'BRAND' ? sampleCount : undefined,
      }),
    ),
  );
  const totalPages = limit ? Math.ceil(total / limit) : Math.min(total, 1);
  return { organizations, total, currentPage: page, totalPages };
}

/** `GET /organizations/{id}`: the whole organization for members and ADMIN, a brand's public fields for anyone. */
export async function getOrganization(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  viewer: Viewer | undefined,
  { organizationId: id }: { organizationId: string },
) {
  const row = await findOrganizationById(db, id);
  if (!row) throw notFound('Organization');
  if (canManageOrganization(viewer, row)) return presentOrganization(storage, row, await findAddresses(db, [row.id]));
  if (canSeeBrandFields(row)) return presentBrand(storage, row);
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'Not signed in');
  throw forbidden();
}

/** `POST /organizations`: the user's own company, linked to the user in the same transaction. */
export async function createOwnOrganization(
  { db, storage }: ServiceContext<'db' | 'storage'>,
  user: Viewer,
  input: TCreateOrganizationRequest,
) {
  if (!canSetType(user, undefined, input.type)) throw new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.brandNeedsAdmin);
  await checkReferences(db, user, input);
  const id = await db.transaction(async (tx) => {
    // the user's row is locked so two quick submits cannot make two organizations
    if (await lockUserOrganization(tx, user.id)) {
      throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.alreadyInOrganization);
    }
    const row = await insertOrganization(tx, { ...columnsOf(input), createdBy: user.id });
    await saveAddresses(tx, row.id, input);
    await setUserOrganization(tx, { userId: user.id, organizationId: row.id });
    return row.id;
  });
  return loadOrganization(db, storage, id);
}

/** `POST /organizations/admin`: ADMIN creates an organization of any type, a brand included, for others. */
export async function createOrganizationAsAdmin(
  { db, storage, catalogueChanges }: ServiceContext<'db' | 'storage' | 'catalogueChanges'>,
  admin: Viewer,
  input: TOrganizationRequest,
) {
  // staff may make an organization, never say yes for it to being named to brands
  if (input.shareWithBrands) throw consentRefused();
  await checkReferences(db, admin, input);
  const id = await db.transaction(async (tx) => {
    const row = await insertOrganization(tx, { ...columnsOf(input), createdBy: admin.id });
    await saveAddresses(tx, row.id, input);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'organization.create',
      entityType: 'organization',
      entityId: row.id,
      before: null,
      after: row,
    });
    return row.id;
  });
  await catalogueChanges.changed();
  return loadOrganization(db, storage, id);
}

/** `PUT /organizations/{id}`: members or ADMIN; the given addresses replace the old ones. */
export async function updateOrganization(
  { db, storage, catalogueChanges }: ServiceContext<'db' | 'storage' | 'catalogueChanges'>,
  actor: Viewer,
  { organizationId: id, changes: input }: { organizationId: string; changes: TOrganizationRequest },
) {
  const current = await findOrganizationById(db, id);
  if (!current) throw notFound('Organization');
  if (!canManageOrganization(actor, current)) throw forbidden();
  if (!canSetType(actor, current.type, input.type)) {
    throw new AppError('FORBIDDEN', ORGANIZATION_MESSAGES.brandNeedsAdmin);
  }
  const changesConsent = input.shareWithBrands !== undefined && input.shareWithBrands !== current.shareWithBrands;
  if (changesConsent && !canDecideConsent(actor, current)) throw consentRefused();
  await checkReferences(db, actor, input, current);
  await db.transaction(async (tx) => {
    if (!(await lockOrganization(tx, id))) throw notFound('Organization');
    const columns = columnsOf(input);
    await updateOrganizationRow(tx, id, columns);
    await saveAddresses(tx, id, input);
    // staff changes are audited; a member editing their own company is not a staff action
    if (isAdmin(actor)) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'organization.update',
        entityType: 'organization',
        entityId: id,
        before: current,
        // a field left out of the update keeps its value (drizzle skips undefined)
        after: {
          ...current,
          ...Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)),
        },
      });
    }
  });
  // a brand's name, logo and banner show in the public catalogue
  await catalogueChanges.changed();
  return loadOrganization(db, storage, id);
}

/** `DELETE /organizations/{id}`: members or ADMIN; a brand with samples stays (409); linked users are unlinked. */
export async function deleteOrganization(
  { db, catalogueChanges }: ServiceContext<'db' | 'catalogueChanges'>,
  actor: Viewer,
  { organizationId: id }: { organizationId: string },
) {
  const current = await findOrganizationById(db, id);
  if (!current) throw notFound('Organization');
  if (!canManageOrganization(actor, current)) throw forbidden();
  await db.transaction(async (tx) => {
    // the lock keeps a sample from being added to the brand between the count and the delete
    if (!(await lockOrganization(tx, id))) throw notFound('Organization');
    if ((await countSamplesOf(tx, id)) > 0) throw new AppError('CONFLICT', ORGANIZATION_MESSAGES.hasSamples);
    await deleteOrganizationRow(tx, id);
    if (isAdmin(actor)) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'organization.delete',
        entityType: 'organization',
        entityId: id,
        before: current,
        after: null,
      });
    }
  });
  await catalogueChanges.changed();
  return { message: ORGANIZATION_MESSAGES.deleted };
}

/** The organization's first shipping address as forms and orders show it, or null when it has none. */
export async function getShippingAddress(db: Database, organizationId: string): Promise<TAddress | null> {
  const [first] = await findAddresses(db, [organizationId], 'shipping');
  return first ? presentAddress(first) : null;
}

async function loadOrganization(db: Database, storage: Storage, id: string) {
  const row = await findOrganizationById(db, id);
  if (!row) throw notFound('Organization');
  return presentOrganization(storage, row, await findAddresses(db, [id]));
}

/** The columns a save writes; a field left out of an update stays as it is. */
function columnsOf(input: OrganizationInput) {
  // only the ADMIN and update forms carry a brand's description and website; an individual has no company fields
  const { description, website, personInCharge, logo, banner } = input as Partial<TOrganizationRequest>;
  return {
    name: input.name,
    type: input.type,
    // an individual has no SSM number: one left from a company it used to be goes
    ssmNumber: input.type === INDIVIDUAL_TYPE ? null : input.ssmNumber,
    contactNumber: input.contactNumber,
    orgEmail: input.orgEmail,
    personInCharge,
    description,
    website,
    logo,
    banner,
    // a private buyer is never named to brands: becoming one takes back a company's yes
    shareWithBrands: input.type === INDIVIDUAL_TYPE ? false : input.shareWithBrands,
    tin: input.tin,
    // a company has an SST number, an individual a MyKad or passport: the other kind's goes when the type changes
    sstNumber: input.type === INDIVIDUAL_TYPE ? null : input.sstNumber,
    idNumber: input.type === INDIVIDUAL_TYPE ? input.idNumber : null,
    // a new logo or banner is served from its key; the stored URL belonged to the old one
    ...(logo !== undefined ? { logoUrl: null } : {}),
    ...(banner !== undefined ? { bannerUrl: null } : {}),
  };
}

/** The addresses a save writes: shipping is a copy of billing when none is given. */
function addressesOf(input: OrganizationInput) {
  const billing = input.billingAddress;
  const shipping = input.shippingAddress?.length ? input.shippingAddress : billing;
  return { billing, shipping };
}

const addressRow = (address: TAddressInput): NewAddress => ({
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2 ?? null,
  postcode: address.postcode,
  district: address.district ?? null,
  cityId: address.city,
  stateId: address.state,
});

async function saveAddresses(tx: Transaction, organizationId: string, input: OrganizationInput) {
  const { billing, shipping } = addressesOf(input);
  if (billing) await replaceAddresses(tx, organizationId, 'billing', billing.map(addressRow));
  if (shipping) await replaceAddresses(tx, organizationId, 'shipping', shipping.map(addressRow));
}

/** Everything a save refers to must exist and belong together: states, cities, postcodes, and uploaded images. */
async function checkReferences(db: Database, actor: Viewer, input: OrganizationInput, current?: OrganizationRow) {
  const listed = (field: string, list: TAddressInput[] = []) =>
    list.map((address, index) => ({ field: `${field}.${index}`, ...address }));
  await checkAddressReferences(db, [
    ...listed('billingAddress', input.billingAddress),
    ...listed('shippingAddress', input.shippingAddress),
  ]);

  // an image already on the organization may stay; a new one must be the actor's own upload
  const images = input as Partial<Pick<TOrganizationRequest, 'logo' | 'banner'>>;
  const changed = (['logo', 'banner'] as const).filter((field) => {
    const key = images[field]?.key;
    return key !== undefined && key !== current?.[field]?.key;
  });
  if (changed.length === 0) return;
  const owned = new Set(
    await findOwnedUploadKeys(
      db,
      actor.id,
      IMAGE_UPLOAD_PURPOSE,
      changed.map((field) => images[field]?.key as string),
    ),
  );
  const missing = changed.find((field) => !owned.has(images[field]?.key as string));
  if (missing) {
    throw new AppError('VALIDATION', `${missing}: ${ORGANIZATION_MESSAGES.imageNotUploaded}`, {
      fields: { [missing]: ORGANIZATION_MESSAGES.imageNotUploaded },
    });
  }
}
