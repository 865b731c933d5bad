import { z } from 'zod';
import { multilineText, ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { ZInvoiceSummarySchema } from './invoices.js';
import { said } from './validation-messages.js';

// Refunds (issue 20): staff give back a paid order's money, whole or line by line, through the payment provider; each
// refund issues a credit note, numbered like invoices, that the buyer receives and downloads.

export const REFUND_REASON_MAX = 500;

export const REFUND_MESSAGES = {
  notPaid: 'This order was not paid online, so there is nothing to refund',
  nothingChosen: 'Choose the samples (or the delivery) to refund',
  moreThanPaid: 'That is more than is left to refund on this order. Reload the order to see what remains.',
  notOnOrder: 'That sample is not on this order',
  providerRefused: 'The payment provider did not accept the refund. Nothing was refunded; please try again later.',
  reasonRequired: 'Please say why the order is refunded',
} as const;

export const REFUND_MESSAGES_MS = {
  notPaid: 'Pesanan ini tidak dibayar dalam talian, jadi tiada apa untuk dipulangkan',
  nothingChosen: 'Pilih sampel (atau penghantaran) untuk dipulangkan',
  moreThanPaid: 'Itu melebihi baki yang boleh dipulangkan bagi pesanan ini. Muat semula pesanan untuk melihat bakinya.',
  notOnOrder: 'Sampel itu tiada dalam pesanan ini',
  providerRefused: 'Penyedia pembayaran tidak menerima bayaran balik. Tiada apa dipulangkan; sila cuba lagi kemudian.',
  reasonRequired: 'Sila nyatakan sebab pesanan ini dipulangkan',
} as const satisfies Record<keyof typeof REFUND_MESSAGES, string>;

const refundSaid = (key: keyof typeof REFUND_MESSAGES) =>
  said({ en: REFUND_MESSAGES[key], ms: REFUND_MESSAGES_MS[key] });

/** `POST /admin/orders/{id}/refunds`: which samples (and how many of each) and whether the delivery, and why. */
export const ZRefundRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            sampleId: z.uuid(refundSaid('notOnOrder')),
            quantity: z.number().int().min(1).max(5),
          })
          .strict(),
      )
      .max(100),
    includeDelivery: z.boolean(),
    reason: multilineText(refundSaid('reasonRequired'))
      .trim()
      .min(1, refundSaid('reasonRequired'))
      .max(REFUND_REASON_MAX),
  })
  .strict()
  .refine((body) => body.lines.length > 0 || body.includeDelivery, { ...refundSaid('nothingChosen'), path: ['lines'] });
export type TRefundRequest = z.infer<typeof ZRefundRequestSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const ZRefundSchema = z.object({
  _id: z.string(),
  /** sen */
  amount: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
  creditNote: ZInvoiceSummarySchema.nullable(),
});
export type TRefund = z.infer<typeof ZRefundSchema>;

/** `GET /admin/orders/{id}/refunds`: the order's refunds, and what is left to refund (a line's units, the delivery). */
export const ZOrderRefundsResponseSchema = z.object({
  refunds: z.array(ZRefundSchema),
  remaining: z.object({
    lines: z.array(
      z.object({
        sampleId: z.string(),
        name: z.string(),
        quantity: z.number().int(),
        /** sen, SST included */
        unitAmount: z.number().int(),
      }),
    ),
    /** sen; 0 when the delivery was refunded already or cost nothing */
    delivery: z.number().int(),
    /** sen: everything left */
    total: z.number().int(),
  }),
});
export type TOrderRefundsResponse = z.infer<typeof ZOrderRefundsResponseSchema>;

const refundErrors = [400, 401, 403, 404, 409, 503] as const;

export const refundEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/orders/:id/refunds',
    summary: "An order's refunds and what is left to refund",
    auth: 'admin',
    params: ZIdParamsSchema,
    response: ZOrderRefundsResponseSchema,
    errors: refundErrors,
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/orders/:id/refunds',
    summary:
      'Refund a paid order, whole or by line, through its payment provider; issues a credit note and mails the buyer',
    auth: 'admin',
    params: ZIdParamsSchema,
    body: ZRefundRequestSchema,
    response: ZRefundSchema,
    status: 201,
    errors: refundErrors,
  }),
};
