import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import type { TUpdateInboxItemRequest, ZInboxListQuerySchema } from '@samplebank/contracts/admin-office';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { presentContactInquiry, presentSampleRequest } from './admin.presenter.js';
import * as repository from './admin-inbox.repository.js';

type ListQuery = z.output<typeof ZInboxListQuerySchema>;

/** Only the fields sent change; `adminNote: null` or an empty note clears it. */
function changesOf(input: TUpdateInboxItemRequest): repository.InboxChanges {
  return {
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.adminNote !== undefined ? { adminNote: input.adminNote || null } : {}),
  };
}

const pageOf = (total: number, query: ListQuery) => ({
  total,
  currentPage: query.page,
  totalPages: Math.ceil(total / query.limit),
});

/** `GET /admin/sample-requests`: the requests inbox, newest first, with who asked. */
export async function listSampleRequests({ db }: ServiceContext<'db'>, query: ListQuery) {
  const { rows, total } = await repository.findSampleRequests(
    db,
    query.status,
    (query.page - 1) * query.limit,
    query.limit,
  );
  return { items: rows.map((row) => presentSampleRequest(row.request, row.user)), ...pageOf(total, query) };
}

/** `PUT /admin/sample-requests/{id}`: sets status and note, with its audit entry. */
export async function updateSampleRequest(
  { db }: ServiceContext<'db'>,
  actor: AuthUser,
  { requestId: id, changes: input }: { requestId: string; changes: TUpdateInboxItemRequest },
) {
  const updated = await db.transaction(async (tx) => {
    const before = await repository.lockSampleRequest(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.requestNotFound);
    const after = await repository.updateSampleRequestRow(tx, id, changesOf(input));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'sample-request.update',
      entityType: 'sample-request',
      entityId: id,
      before: { status: before.status, adminNote: before.adminNote },
      after: { status: after.status, adminNote: after.adminNote },
    });
    return after;
  });
  return presentSampleRequest(updated, await repository.findRequester(db, updated.userId));
}

/** `GET /admin/contact-inquiries`: the Get In Touch inbox, newest first. */
export async function listContactInquiries({ db }: ServiceContext<'db'>, query: ListQuery) {
  const { rows, total } = await repository.findContactInquiries(
    db,
    query.status,
    (query.page - 1) * query.limit,
    query.limit,
  );
  return { items: rows.map(presentContactInquiry), ...pageOf(total, query) };
}

/** `PUT /admin/contact-inquiries/{id}`: sets status and note, with its audit entry. */
export async function updateContactInquiry(
  { db }: ServiceContext<'db'>,
  actor: AuthUser,
  { inquiryId: id, changes: input }: { inquiryId: string; changes: TUpdateInboxItemRequest },
) {
  const updated = await db.transaction(async (tx) => {
    const before = await repository.lockContactInquiry(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.inquiryNotFound);
    const after = await repository.updateContactInquiryRow(tx, id, changesOf(input));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'contact-inquiry.update',
      entityType: 'contact-inquiry',
      entityId: id,
      before: { status: before.status, adminNote: before.adminNote },
      after: { status: after.status, adminNote: after.adminNote },
    });
    return after;
  });
  return presentContactInquiry(updated);
}
