import { invoiceEndpoints as E, INVOICE_DOWNLOADS_PER_HOUR, INVOICE_MESSAGES } from '@samplebank/contracts/invoices';
import { currentUser } from '../../platform/auth.js';
import { localeOfRequest } from '../../platform/i18n.js';
import { routeLimit } from '../../platform/rate-limit.js';
import { routesFor } from '../../platform/routes.js';
import { attachmentDisposition } from '../../platform/storage.js';
import type { ZodApp } from '../../platform/zod-app.js';
import { invoiceAttachment, invoicePdf } from './invoices.service.js';

const HOUR = 60 * 60 * 1000;

// each download draws the PDF afresh: a buyer fetches a few, never thousands
const downloadLimit = routeLimit({
  scope: 'invoice-downloads',
  per: 'account',
  max: INVOICE_DOWNLOADS_PER_HOUR,
  timeWindowMs: HOUR,
  message: INVOICE_MESSAGES.tooMany,
});

/** Invoices and credit notes as PDFs; and the source of the payment receipt's attached invoice. */
export async function invoiceRoutes(app: ZodApp) {
  const context = app.context;
  const route = routesFor(app, { tags: ['orders'] });
  context.mailer.registerAttachmentSource('invoice', (id) => invoiceAttachment(context, id));

  route(
    E.pdf,
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdf(context, currentUser(request), {
        invoiceId: request.params.id,
        locale: localeOfRequest(request),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('content-language', localeOfRequest(request))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
    { config: { rateLimit: downloadLimit } },
  );
}
