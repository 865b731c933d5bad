import { z } from 'zod';
import { multilineText, singleLineText, ZIdParamsSchema } from './common.js';
import { endpoint } from './endpoint.js';
import { SAMPLE_REQUEST_CATEGORIES } from './sample-request-categories.js';

export {
  requestCategoryFor,
  SAMPLE_REQUEST_CATEGORIES,
  type TSampleRequestCategory,
} from './sample-request-categories.js';

import { said } from './validation-messages.js';

export const URGENCY_LEVELS = ['low', 'medium', 'high', 'urgent'] as const;
export type TUrgencyLevel = (typeof URGENCY_LEVELS)[number];

/** The lead time each urgency stands for (marketplace spec §2). */
export const URGENCY_LEAD_TIMES: Record<TUrgencyLevel, string> = {
  low: '2-3 weeks',
  medium: '1 week',
  high: '3-5 days',
  urgent: '1-2 days',
};

export const SAMPLE_REQUEST_STATUSES = ['new', 'in-progress', 'done'] as const;

export const ZCreateSampleRequestSchema = z
  .object({
    productName: singleLineText()
      .trim()
      .min(1, said({ en: 'Product name is required', ms: 'Nama produk diperlukan' }))
      .max(200),
    category: z.enum(SAMPLE_REQUEST_CATEGORIES, said({ en: 'Choose a category', ms: 'Pilih kategori' })),
    description: multilineText().trim().max(2000).optional().default(''),
    quantityNeeded: z.coerce
      .number()
      .int(said({ en: 'Quantity must be a whole number', ms: 'Kuantiti mestilah nombor bulat' }))
      .min(1, said({ en: 'Quantity must be at least 1', ms: 'Kuantiti mestilah sekurang-kurangnya 1' }))
      .max(1000),
    urgencyLevel: z.enum(URGENCY_LEVELS, said({ en: 'Choose an urgency level', ms: 'Pilih tahap keutamaan' })),
    brandInformation: singleLineText().trim().max(1000).optional().default(''),
  })
  .strict();
export type TCreateSampleRequest = z.input<typeof ZCreateSampleRequestSchema>;

export const ZSampleRequestSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  quantityNeeded: z.number().int(),
  urgencyLevel: z.string(),
  brandInformation: z.string().nullable(),
  status: z.enum(SAMPLE_REQUEST_STATUSES),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSampleRequest = z.infer<typeof ZSampleRequestSchema>;

export const SAMPLE_REQUEST_MESSAGES = {
  created: 'Sample request submitted successfully!',
  failed: 'Failed to submit sample request',
  notFound: 'Sample request not found',
} as const;

/** `POST /samples/request`: the confirmation and the request as stored. */
export const ZCreateSampleRequestResponseSchema = z.object({
  message: z.string(),
  sampleRequest: ZSampleRequestSchema,
});
export type TCreateSampleRequestResponse = z.infer<typeof ZCreateSampleRequestResponseSchema>;
export const ZSampleRequestListResponseSchema = z.object({ sampleRequests: z.array(ZSampleRequestSchema) });
export const ZSampleRequestResponseSchema = z.object({ sampleRequest: ZSampleRequestSchema });

export const sampleRequestEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/samples/request',
    summary: 'Request a sample the catalogue does not have',
    auth: 'user',
    body: ZCreateSampleRequestSchema,
    response: ZCreateSampleRequestResponseSchema,
    status: 201,
    errors: [400, 401, 404, 429],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/samples/requests/my',
    summary: "The signed-in user's sample requests",
    auth: 'user',
    response: ZSampleRequestListResponseSchema,
    errors: [400, 401, 404],
  }),
  get: endpoint({
    method: 'GET',
    path: '/samples/requests/:id',
    summary: 'One sample request (its owner or staff)',
    auth: 'user',
    params: ZIdParamsSchema,
    response: ZSampleRequestResponseSchema,
    errors: [400, 401, 404],
  }),
};
