import { z } from 'zod';
import { adminLimit, adminPage, ZAdminPageInfo, ZPersonRefSchema } from './admin-common.js';
import { singleLineText } from './common.js';

// The audit log: who changed what in the back office.

export const AUDIT_ENTITY_TYPES = [
  'sample',
  'category',
  'user',
  'order',
  'organization',
  'sample-request',
  'contact-inquiry',
  'partner-application',
  'page-settings',
  'settings',
] as const;
export type TAuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What an entry says happened: `{entityType}.{verb}`, e.g. `sample.update`, `user.approve`, `order.status`. */
export const AUDIT_ACTIONS = [
  'sample.create',
  'sample.update',
  'sample.delete',
  'sample.status',
  'sample.import',
  'category.create',
  'category.update',
  'category.delete',
  'user.create',
  'user.update',
  'user.approve',
  'user.reject',
  'user.nudge',
  'order.status',
  // money given back on a paid order, with its credit note (issue 20)
  'order.refund',
  'order.einvoice',
  'organization.create',
  'organization.update',
  'organization.delete',
  // a brand's team (issue 18): an invitation sent or revoked, someone joining, a role changed, a member removed
  'organization.invite',
  'organization.uninvite',
  'organization.join',
  'organization.member',
  'organization.leave',
  'sample-request.update',
  'contact-inquiry.update',
  // a "Become a brand partner" application approved into a brand, or declined (issue 18)
  'partner-application.approve',
  'partner-application.decline',
  'page-settings.update',
  'settings.update',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditLogQuerySchema = z.object({
  page: adminPage,
  limit: adminLimit,
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  actorId: z.uuid({ message: 'actorId must be a user id' }).optional(),
  entityId: singleLineText().trim().min(1).max(100).optional(),
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuerySchema>;

export const ZAuditEntrySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** the entity before and after the change (secrets left out); null for a create or a delete */
  before: z.unknown(),
  after: z.unknown(),
  /** null when the acting account was deleted since */
  actor: ZPersonRefSchema.nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditLogResponseSchema = z.object({ entries: z.array(ZAuditEntrySchema), ...ZAdminPageInfo });
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>;
