// A brand's store front (issue 18): the public page at `/supplier-store/{brandId}` (public-pages.ts) reads its header
// here, and its samples from the listing (`GET /samples?manufacturer=`).
import { z } from 'zod';
import { singleLineText } from './common.js';
import { endpoint } from './endpoint.js';
import { CERTIFICATION_SCHEMES } from './material-specs.js';

/** What the store answers for an address that names no brand. */
export const SUPPLIER_STORE_MESSAGES = {
  brandNotFound: 'Brand not found',
} as const;

/** The same in Bahasa Malaysia (docs/glossary.md: a brand is a "jenama"). */
export const SUPPLIER_STORE_MESSAGES_MS: Record<keyof typeof SUPPLIER_STORE_MESSAGES, string> = {
  brandNotFound: 'Jenama tidak dijumpai',
};

/**
 * The store's address: any text up to an id's length. Every id that names no brand, one that is no id at all
 * included, answers the same 404, so a mistyped store address is a missing page, not a refused request.
 */
export const ZSupplierStoreParamsSchema = z.object({ id: singleLineText().max(64) });

/** A certification scheme and how many of the brand's published samples hold a valid certificate of it. */
export const ZStoreCertificationSchema = z.object({
  scheme: z.enum(CERTIFICATION_SCHEMES),
  samples: z.number().int().min(1),
});
export type TStoreCertification = z.infer<typeof ZStoreCertificationSchema>;

/** A phone number as people read it (`03-7000 1000`) and as a `tel:` link dials it (`+60370001000`). */
export const ZStorePhoneSchema = z.object({ display: z.string(), dial: z.string() });

/**
 * How to reach the brand. A brand is a business, so these are public; its SSM number, person in charge and street
 * address are not, and only the city and state of its address are shown.
 */
export const ZStoreContactSchema = z.object({
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: ZStorePhoneSchema.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type TStoreContact = z.infer<typeof ZStoreContactSchema>;

/** `GET /brands/{id}/store`: what the store shows above the brand's samples. */
export const ZSupplierStoreSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** the brand's own words about itself */
  description: z.string().nullable(),
  /** its published samples (drafts and discontinued ones are not the store's) */
  sampleCount: z.number().int().min(0),
  /** the schemes its published samples hold a valid certificate of, in the schemes' order */
  certifications: z.array(ZStoreCertificationSchema),
  contact: ZStoreContactSchema,
});
export type TSupplierStore = z.infer<typeof ZSupplierStoreSchema>;

export const supplierStoreEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/brands/:id/store',
    summary: "A brand's store front: its name, logo, banner, words, certifications and contacts",
    description:
      'Public, the same for every visitor. Only published samples are counted, and only certificates valid today ' +
      "(Malaysia's date). An id that names no brand (unknown, another kind of organization, or no id at all) " +
      'answers 404.',
    auth: 'public',
    params: ZSupplierStoreParamsSchema,
    response: ZSupplierStoreSchema,
    errors: [400, 404],
  }),
};
