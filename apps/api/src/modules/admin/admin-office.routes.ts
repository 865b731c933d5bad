import {
  ZAdminContactInquiryListSchema,
  ZAdminContactInquirySchema,
  ZAdminDashboardSchema,
  ZAdminOrderListQuerySchema,
  ZAdminOrderListResponseSchema,
  ZAdminSampleRequestItemSchema,
  ZAdminSampleRequestListSchema,
  ZAuditLogQuerySchema,
  ZAuditLogResponseSchema,
  ZInboxListQuerySchema,
  ZUpdateInboxItemRequestSchema,
  ZUpdatePageSettingsRequestSchema,
  ZUpdateSettingsRequestSchema,
} from '@samplebank/contracts/admin';
import { ZErrorResponseSchema, ZIdParamsSchema } from '@samplebank/contracts/common';
import { ZPageSettingsSchema, ZSettingsSchema } from '@samplebank/contracts/content';
import { currentUser } from '../../platform/auth.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { replacePageSettings, replaceSettings } from './admin-content.service.js';
import {
  listContactInquiries,
  listSampleRequests,
  updateContactInquiry,
  updateSampleRequest,
} from './admin-inbox.service.js';
import { getDashboard, listAdminOrders, listAuditLog } from './admin-overview.service.js';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = {
  400: ZErrorResponseSchema,
  401: ZErrorResponseSchema,
  403: ZErrorResponseSchema,
  404: ZErrorResponseSchema,
};

/** The rest of the back office: dashboard, orders, inboxes, content, settings and the audit log. ADMIN only. */
export async function adminOfficeRoutes(app: ZodApp) {
  const context = app.context;

  app.get(
    '/dashboard',
    {
      schema: { tags, security, summary: 'What needs attention', response: { 200: ZAdminDashboardSchema, ...errors } },
    },
    () => getDashboard(context),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Every order: by status, id or buyer e-mail, and dates (status changes: PUT /orders/{id}/status)',
        querystring: ZAdminOrderListQuerySchema,
        response: { 200: ZAdminOrderListResponseSchema, ...errors },
      },
    },
    (request) => listAdminOrders(context, request.query),
  );

  app.get(
    '/sample-requests',
    {
      schema: {
        tags,
        security,
        summary: 'The sample requests inbox',
        querystring: ZInboxListQuerySchema,
        response: { 200: ZAdminSampleRequestListSchema, ...errors },
      },
    },
    (request) => listSampleRequests(context, request.query),
  );

  app.put(
    '/sample-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status and note of a sample request',
        params: ZIdParamsSchema,
        body: ZUpdateInboxItemRequestSchema,
        response: { 200: ZAdminSampleRequestItemSchema, ...errors },
      },
    },
    (request) =>
      updateSampleRequest(context, currentUser(request), { requestId: request.params.id, changes: request.body }),
  );

  app.get(
    '/contact-inquiries',
    {
      schema: {
        tags,
        security,
        summary: 'The Get In Touch inbox',
        querystring: ZInboxListQuerySchema,
        response: { 200: ZAdminContactInquiryListSchema, ...errors },
      },
    },
    (request) => listContactInquiries(context, request.query),
  );

  app.put(
    '/contact-inquiries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status and note of a contact inquiry',
        params: ZIdParamsSchema,
        body: ZUpdateInboxItemRequestSchema,
        response: { 200: ZAdminContactInquirySchema, ...errors },
      },
    },
    (request) =>
      updateContactInquiry(context, currentUser(request), { inquiryId: request.params.id, changes: request.body }),
  );

  app.put(
    '/page-settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the home page content',
        body: ZUpdatePageSettingsRequestSchema,
        response: { 200: ZPageSettingsSchema, ...errors },
      },
    },
    (request) => replacePageSettings(context, currentUser(request), request.body),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the platform fee and delivery settings',
        body: ZUpdateSettingsRequestSchema,
        response: { 200: ZSettingsSchema, ...errors },
      },
    },
    (request) => replaceSettings(context, currentUser(request), request.body),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        security,
        summary: 'Who changed what, newest first',
        querystring: ZAuditLogQuerySchema,
        response: { 200: ZAuditLogResponseSchema, ...errors },
      },
    },
    (request) => listAuditLog(context, request.query),
  );
}
