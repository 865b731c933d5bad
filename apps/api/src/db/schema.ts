import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every table keeps its rules in the database too: a bug in a service can't write a negative stock,
// a sixth sample on a line, a duplicate e-mail or an orphan row.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();

export type StoredFile = { key: string; originalFilename: string };
export type SupportingDocument = {
  documentType: string;
  documentKey: string;
  originalFilename: string;
  uploadedAt?: string;
};
export type SampleImage = { key?: string; url: string; alt?: string };
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

/** Counters for throttles (login failures, code resends, contact form) kept where every instance sees them. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_events_lookup_idx').on(t.scope, t.key, t.createdAt)],
);

/**
 * Fixed-window counters of the per-route limits (@fastify/rate-limit's store): one row per scope and key, shared by
 * every server process on this database.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

/** Every object-store key the API handed out, with its owner: the server's record of who may read or delete it. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type'),
    size: integer('size'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_status_check', sql`${t.status} in ('pending', 'stored')`),
    check('uploads_size_check', sql`${t.size} is null or (${t.size} >= 0 and ${t.size} <= 10485760)`),
  ],
);

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code'),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_state_name_key').on(t.stateId, t.name)],
);

export const postcodes = pgTable(
  'postcodes',
  {
    code: text('code').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.code] }),
    index('postcodes_code_idx').on(t.code),
    check('postcodes_format_check', sql`${t.code} ~ '^[0-9]{5}$'`),
  ],
);

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

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
    createdBy: uuid('created_by').references((): any => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_type_name_idx').on(t.type, t.name),
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

export const sampleCategories = pgTable(
  'sample_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): any => sampleCategories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sample_categories_parent_idx').on(t.parentId, t.position)],
);

export const samples = pgTable(
  'samples',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => sampleCategories.id, { onDelete: 'set null' }),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().unique(),
    colorLabel: text('color_label'),
    colorHex: text('color_hex'),
    usage: text('usage'),
    architectural: text('architectural'),
    material: text('material'),
    logistic: jsonb('logistic').$type<Record<string, string | number>>().notNull().default({}),
    specifications: jsonb('specifications').$type<Record<string, string | number>>().notNull().default({}),
    images: jsonb('images').$type<SampleImage[]>().notNull().default([]),
    // name, brand, material, colour and category in one text, kept by the service, for search
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('samples_manufacturer_idx').on(t.manufacturerId, t.name),
    index('samples_category_idx').on(t.categoryId),
    // each listing order with its id tie-breaker, so a deep page is read from the index alone
    index('samples_price_id_idx').on(t.price, t.id),
    index('samples_created_id_idx').on(t.createdAt, t.id),
    index('samples_name_id_idx').on(t.name, t.id),
    index('samples_color_idx').on(t.colorLabel),
    index('samples_usage_idx').on(t.usage),
    index('samples_architectural_idx').on(t.architectural),
    // "Stock First", the default order; stock itself is in the index so that it covers the query
    index('samples_listing_idx').on(sql`(${t.stock} > 0) desc`, t.name, t.id, t.stock),
    // the back office's low-stock count and list
    index('samples_stock_idx').on(t.stock, t.name),
    index('samples_search_fts_idx').using('gin', sql`to_tsvector('simple', ${t.searchText})`),
    index('samples_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('samples_stock_check', sql`${t.stock} >= 0`),
    check('samples_price_check', sql`${t.price} >= 0`),
    check('samples_color_hex_check', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sampleId] })],
);

export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.sampleId] }),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    // the one number people see and search (SB-2611-4F7K): month placed in Malaysia, then 4 unambiguous characters
    number: text('number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    // one checkout attempt of one cart: the same key twice is the same order
    checkoutKey: text('checkout_key').notNull(),
    status: text('status').notNull(),
    isPremium: boolean('is_premium').notNull(),
    isExpressDelivery: boolean('is_express_delivery').notNull().default(false),
    deliveryDate: date('delivery_date').notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    deliveryFee: numeric('delivery_fee', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    tax: numeric('tax', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull().default('myr'),
    shippingAddress: jsonb('shipping_address').$type<Record<string, unknown>>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // why it was cancelled, in words its buyer reads (staff's note, the buyer's own, or an expired payment)
    cancellationReason: text('cancellation_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_user_checkout_key').on(t.userId, t.checkoutKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check(
      'orders_status_check',
      sql`${t.status} in ('awaiting-payment', 'pending', 'processing', 'in-transit', 'delivered', 'cancelled')`,
    ),
    check('orders_amounts_check', sql`${t.totalAmount} >= 0 and ${t.subtotal} >= 0 and ${t.tax} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'restrict' }),
    manufacturerId: uuid('manufacturer_id').references(() => organizations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    specifications: jsonb('specifications').$type<Record<string, string | number>>().notNull().default({}),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // deleting a sample checks (and the restrict key scans) the lines that hold it
    index('order_items_sample_idx').on(t.sampleId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 5`),
  ],
);

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('myr'),
    status: text('status').notNull(),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('payments_amount_check', sql`${t.amount} >= 0`)],
);

/** Payment-provider events, keyed by the provider's event id so each is handled once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: createdAt(),
});

export const projects = pgTable(
  'projects',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    projectType: text('project_type').notNull(),
    projectValue: numeric('project_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.createdAt),
    check('projects_value_check', sql`${t.projectValue} >= 0`),
  ],
);

export const boards = pgTable(
  'boards',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('boards_project_idx').on(t.projectId, t.position)],
);

export const boardSamples = pgTable(
  'board_samples',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.sampleId] })],
);

export const boardMembers = pgTable(
  'board_members',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('board_members_board_user_key').on(t.boardId, t.userId),
    index('board_members_user_idx').on(t.userId),
    check('board_members_role_check', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

export const boardInvitations = pgTable(
  'board_invitations',
  {
    id: id(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    inviterId: uuid('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    inviteeEmail: text('invitee_email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('board_invitations_board_idx').on(t.boardId),
    index('board_invitations_invitee_idx').on(sql`lower(${t.inviteeEmail})`),
    check('board_invitations_role_check', sql`${t.role} in ('editor', 'viewer')`),
    check('board_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'revoked')`),
  ],
);

export const sampleRequests = pgTable(
  'sample_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    description: text('description'),
    quantityNeeded: integer('quantity_needed').notNull(),
    urgencyLevel: text('urgency_level').notNull(),
    brandInformation: text('brand_information'),
    status: text('status').notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sample_requests_user_idx').on(t.userId, t.createdAt),
    index('sample_requests_status_idx').on(t.status, t.createdAt),
    check('sample_requests_quantity_check', sql`${t.quantityNeeded} >= 1`),
    check('sample_requests_urgency_check', sql`${t.urgencyLevel} in ('low', 'medium', 'high', 'urgent')`),
    check('sample_requests_status_check', sql`${t.status} in ('new', 'in-progress', 'done')`),
  ],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    // the spec's client may send only {to, subject, html}: then the names and e-mail are unknown
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    subject: text('subject'),
    company: text('company'),
    phone: text('phone'),
    state: text('state'),
    inquiryType: text('inquiry_type'),
    comments: text('comments'),
    scheduleDemo: boolean('schedule_demo').notNull().default(false),
    receiveUpdates: boolean('receive_updates').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('new'),
    adminNote: text('admin_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_inquiries_status_idx').on(t.status, t.createdAt),
    check('contact_inquiries_status_check', sql`${t.status} in ('new', 'in-progress', 'done')`),
  ],
);

export const pageSettings = pgTable('page_settings', {
  id: text('id').primaryKey(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'held')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
