import { DEFAULT_LOCALE, isLocale } from '@samplebank/contracts/locales';
import {
  PARTNER_APPLICATION_MESSAGES,
  type TPartnerApplicationDecision,
  type TPartnerApplicationList,
  type TPartnerApplicationListFilters,
} from '@samplebank/contracts/partner-applications';
import type { Transaction } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { partnerApplicationMails } from '../../platform/mail-templates.js';
import { hasBrandMemberWithEmail } from '../brand-portal/brand-members.repository.js';
import { mailBrandInvitation, writeBrandInvitation } from '../brand-portal/brand-members.service.js';
import { insertOrganization } from '../organizations/organizations.repository.js';
import { presentApplication } from './partner-applications.presenter.js';
import {
  countPendingApplications,
  findApplication,
  findApplications,
  findBrand,
  findCategoriesBySlug,
  findMatchingBrands,
  lockApplication,
  markReviewed,
  type PartnerApplicationListRow,
  type PartnerApplicationRow,
} from './partner-applications.repository.js';

type Deps = ServiceContext<'db' | 'mailer' | 'config' | 'catalogueChanges'>;
const M = PARTNER_APPLICATION_MESSAGES;

/** Rows as staff read them, with their categories' names and the brands they may already be. */
async function present({ db }: ServiceContext<'db'>, rows: PartnerApplicationListRow[]) {
  const slugs = [...new Set(rows.flatMap((row) => row.application.categories))];
  const pending = rows.filter((row) => row.application.status === 'pending').map((row) => row.application);
  const [categories, matchingBrands] = await Promise.all([
    findCategoriesBySlug(db, slugs),
    findMatchingBrands(db, pending),
  ]);
  const names = new Map(categories.map((category) => [category.slug, category]));
  return rows.map((row) => presentApplication(row, { categories: names, matchingBrands }));
}

/** `GET /admin/partner-applications`: a page of the queue, and how many wait whatever the filter. */
export async function listPartnerApplications(
  context: ServiceContext<'db'>,
  { page, limit, status }: TPartnerApplicationListFilters,
): Promise<TPartnerApplicationList> {
  const [{ rows, total }, pendingCount] = await Promise.all([
    findApplications(context.db, { status, offset: (page - 1) * limit, limit }),
    countPendingApplications(context.db),
  ]);
  return {
    items: await present(context, rows),
    total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    pendingCount,
  };
}

/** The application, locked and still pending, or the refusal that says why not. */
async function lockPending(tx: Transaction, applicationId: string): Promise<PartnerApplicationRow> {
  const application = await lockApplication(tx, applicationId);
  if (!application) throw new AppError('NOT_FOUND', M.notFound);
  if (application.status !== 'pending') throw new AppError('INVALID_STATE', M.alreadyReviewed);
  return application;
}

/** A new BRAND organization from what the company told us; staff complete its logo, address and description later. */
async function createBrandFrom(tx: Transaction, staff: AuthUser, application: PartnerApplicationRow) {
  const brand = await insertOrganization(tx, {
    name: application.companyName,
    type: 'BRAND',
    ssmNumber: application.ssmNumber,
    orgEmail: application.email,
    contactNumber: application.phone,
    personInCharge: application.contactName,
    website: application.website,
    createdBy: staff.id,
  });
  await recordAudit(tx, {
    actorId: staff.id,
    action: 'organization.create',
    entityType: 'organization',
    entityId: brand.id,
    before: null,
    after: brand,
  });
  return { id: brand.id, name: brand.name };
}

/** The application as the queue shows it now. */
async function reloaded(context: ServiceContext<'db'>, applicationId: string) {
  const row = await findApplication(context.db, applicationId);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const [application] = await present(context, [row]);
  return application!;
}

const localeOf = (application: PartnerApplicationRow) =>
  isLocale(application.locale) ? application.locale : DEFAULT_LOCALE;

/**
 * `POST /admin/partner-applications/{id}/approve`: makes the brand from the application (or links the existing brand
 * staff chose), invites the applicant's address as its first owner and records the review, all in one transaction;
 * the invitation is mailed once it is committed. An application is reviewed once: a second approve is a 409.
 */
export async function approvePartnerApplication(
  context: Deps,
  staff: AuthUser,
  { applicationId, brandId }: { applicationId: string; brandId?: string | null },
): Promise<TPartnerApplicationDecision> {
  const { db } = context;
  const outcome = await db.transaction(async (tx) => {
    const application = await lockPending(tx, applicationId);
    const linked = brandId ? await findBrand(tx, brandId) : undefined;
    if (brandId && !linked) throw new AppError('NOT_FOUND', M.brandNotFound);
    const brand = linked ?? (await createBrandFrom(tx, staff, application));
    // linking a brand the applicant already works for needs no invitation
    const invitation = (await hasBrandMemberWithEmail(tx, brand.id, application.email))
      ? null
      : await writeBrandInvitation(tx, staff, { brandId: brand.id, email: application.email, role: 'owner' });
    await markReviewed(tx, application.id, { status: 'approved', reviewedBy: staff.id, brandId: brand.id });
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'partner-application.approve',
      entityType: 'partner-application',
      entityId: application.id,
      before: { status: application.status },
      after: {
        status: 'approved',
        brandId: brand.id,
        brandName: brand.name,
        brandCreated: !linked,
        invited: invitation ? application.email : null,
      },
    });
    return { application, brand, invitation, brandCreated: !linked };
  });

  // a new brand is listed publicly: every process's catalogue cache forgets the old list
  if (outcome.brandCreated) await context.catalogueChanges.changed();
  const { application, brand, invitation } = outcome;
  if (invitation) {
    await mailBrandInvitation(context, {
      email: application.email,
      locale: localeOf(application),
      token: invitation.token,
      role: 'owner',
      brandName: brand.name,
      inviterName: staff.name,
    });
  }
  return {
    message: invitation ? M.approved : M.approvedAlreadyMember,
    application: await reloaded(context, application.id),
    invitation: invitation
      ? { email: invitation.invitation.email, expiresAt: invitation.invitation.expiresAt.toISOString() }
      : null,
  };
}

/**
 * `POST /admin/partner-applications/{id}/decline`: records the decision with staff's note, which is mailed to the
 * applicant in the language they applied in.
 */
export async function declinePartnerApplication(
  context: Deps,
  staff: AuthUser,
  { applicationId, note }: { applicationId: string; note: string },
): Promise<TPartnerApplicationDecision> {
  const { db, mailer, config } = context;
  const application = await db.transaction(async (tx) => {
    const pending = await lockPending(tx, applicationId);
    await markReviewed(tx, pending.id, { status: 'declined', reviewedBy: staff.id, decisionNote: note });
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'partner-application.decline',
      entityType: 'partner-application',
      entityId: pending.id,
      before: { status: pending.status },
      after: { status: 'declined', decisionNote: note },
    });
    return pending;
  });
  await mailer.send({
    to: application.email,
    kind: 'partner-application-declined',
    ...partnerApplicationMails.declined(
      { publicUrl: config.publicUrl, locale: localeOf(application) },
      { companyName: application.companyName, contactName: application.contactName, note },
    ),
  });
  return { message: M.declined, application: await reloaded(context, application.id), invitation: null };
}
