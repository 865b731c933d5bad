import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { cities, states } from './places.js';

// Users and their organizations (they reference each other, so they live together), with the codes and tokens
// that verify and reset an account.

export type StoredFile = { key: string; originalFilename: string };

export type SupportingDocument = {
  documentType: string;
  documentKey: string;
  originalFilename: string;
  uploadedAt?: string;
};

/** Which optional e-mails a member wants; account, approval and payment mails are always sent. */
export type EmailPreferences = { orderUpdates: boolean; productNews: boolean };

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    role: text('role').notNull().default('SAMPLEBANK_USER'),
    userType: text('user_type'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isProfileComplete: boolean('is_profile_complete').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    professionalInfo: jsonb('professional_info').$type<Record<string, unknown>>(),
    nonProfessionalInfo: jsonb('non_professional_info').$type<Record<string, unknown>>(),
    studentInfo: jsonb('student_info').$type<Record<string, unknown>>(),
    supportingDocuments: jsonb('supporting_documents').$type<SupportingDocument[]>().notNull().default([]),
    reviewStatus: text('review_status').notNull().default('none'),
    rejectionReason: text('rejection_reason'),
    tokenVersion: integer('token_version').notNull().default(0),
    emailPreferences: jsonb('email_preferences')
      .$type<EmailPreferences>()
      .notNull()
      .default({ orderUpdates: true, productNews: false }),
    // when staff last e-mailed a reminder to finish the profile (the unfinished-profiles queue)
    profileNudgedAt: timestamp('profile_nudged_at', { withTimezone: true }),
    // the language the user reads Samplebank in (`en`, `ms`): their e-mails go out in it (issue 16)
    locale: text('locale').notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
    index('users_review_idx').on(t.reviewStatus, t.createdAt),
    index('users_unfinished_profile_idx').on(t.createdAt).where(sql`${t.isProfileComplete} = false`),
    check('users_role_check', sql`${t.role} in ('ADMIN', 'SAMPLEBANK_USER')`),
    check(
      'users_user_type_check',
      sql`${t.userType} is null or ${t.userType} in ('professional', 'non-professional', 'student')`,
    ),
    check('users_locale_check', sql`${t.locale} in ('en', 'ms')`),
    check('users_review_status_check', sql`${t.reviewStatus} in ('none', 'pending', 'approved', 'rejected')`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    ssmNumber: text('ssm_number'),
    contactNumber: text('contact_number'),
    orgEmail: text('org_email'),
    personInCharge: text('person_in_charge'),
    description: text('description'),
    website: text('website'),
    logo: jsonb('logo').$type<StoredFile>(),
    banner: jsonb('banner').$type<StoredFile>(),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    /** a brand's own: the stock at or below which its samples are listed as low and e-mailed about (issue 18) */
    lowStockThreshold: integer('low_stock_threshold'),
    /** a buyer's own: whether brands whose samples it requests see its name and contact, not only its type */
    shareWithBrands: boolean('share_with_brands').notNull().default(false),
    /** its tax identification number (LHDN), for its invoices and e-invoices (issue 20) */
    tin: text('tin'),
    /** a company's SST registration number */
    sstNumber: text('sst_number'),
    /** an individual's MyKad or passport number, which names them on an e-invoice */
    idNumber: text('id_number'),
    createdBy: uuid('created_by').references((): any => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_type_name_idx').on(t.type, t.name),
    check(
      'organizations_low_stock_threshold_check',
      sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} between 0 and 10000`,
    ),
    // INDIVIDUAL: a student or personal-use buyer, who has no company (no SSM number)
    check(
      'organizations_type_check',
      sql`${t.type} in ('DESIGNER', 'ARCHITECT', 'CONTRACTOR', 'DEVELOPER', 'OTHER', 'INDIVIDUAL', 'BRAND')`,
    ),
  ],
);

export const organizationAddresses = pgTable(
  'organization_addresses',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    postcode: text('postcode').notNull(),
    district: text('district'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
  },
  (t) => [
    index('organization_addresses_org_idx').on(t.organizationId, t.kind, t.position),
    check('organization_addresses_kind_check', sql`${t.kind} in ('billing', 'shipping')`),
  ],
);
