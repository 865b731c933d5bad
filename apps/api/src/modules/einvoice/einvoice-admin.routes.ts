import { adminInvoiceEndpoints as E } from '@samplebank/contracts/invoices';
import { currentUser } from '../../platform/auth.js';
import { sendCsv } from '../../platform/csv-reply.js';
import { routesFor } from '../../platform/routes.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { exportInvoicesCsv, resubmitEinvoice } from './einvoice-admin.service.js';

/** E-invoices in the back office, under `/admin` (its plugin checks ADMIN once): resubmit, and the accountant's CSV. */
export async function adminEinvoiceRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['admin'], checkedByPlugin: 'admin' });
  route(E.resubmit, (request) => resubmitEinvoice(context, currentUser(request), request.params.id));
  route(E.exportCsv, async (request, reply) => {
    const { csv, fileName } = await exportInvoicesCsv(context, request.query.month);
    return sendCsv(reply, fileName, csv);
  });
}
