import { z } from 'zod';

const ZImageSchema = z.object({ url: z.string().max(2000) });
const ZCallToActionSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(1000),
  primaryButtonText: z.string().max(60),
  secondaryButtonText: z.string().max(60),
  backgroundImage: ZImageSchema,
});

/** The home page's content, as `GET /page-settings` returns it and the admin edits it. */
export const ZPageSettingsSchema = z.object({
  hero: z.object({
    title: z.string().max(200),
    description: z.string().max(1000),
    buttonText: z.string().max(60),
    // seven images laid out in columns: column 0 holds the first image(s), and so on
    images: z.array(ZImageSchema.extend({ column: z.number().int().min(0).max(3), alt: z.string().optional() })).max(7),
  }),
  features: z.object({
    sectionTitle: z.string().max(200),
    features: z
      .array(
        z.object({
          title: z.string().max(120),
          description: z.string().max(600),
          link: z.string().max(500).optional(),
        }),
      )
      .max(3),
  }),
  callToActionTop: ZCallToActionSchema,
  callToActionTopLeft: ZCallToActionSchema,
  callToActionBottom: ZCallToActionSchema,
  materialCategories: z.object({ title: z.string().max(200), description: z.string().max(1000) }),
  carousel: z.object({
    images: z.array(z.object({ key: z.string(), originalFilename: z.string(), url: z.string() })).max(20),
  }),
  testimonials: z.object({
    title: z.string().max(200),
    description: z.string().max(1000),
    items: z
      .array(
        z.object({
          _id: z.string(),
          author: z.string().max(120),
          role: z.string().max(120),
          content: z.string().max(1200),
          background: ZImageSchema.optional(),
          avatar: ZImageSchema.optional(),
        }),
      )
      .max(12),
  }),
});
export type TPageSettings = z.infer<typeof ZPageSettingsSchema>;

export const ZDeliverySettingsSchema = z.object({
  standardFee: z.number().min(0).max(1000),
  expressFee: z.number().min(0).max(1000),
  taxRate: z.number().min(0).max(1),
  minLeadDays: z.number().int().min(1).max(60),
  maxLeadDays: z.number().int().min(1).max(365),
  expressLeadDays: z.number().int().min(0).max(30),
});
export type TDeliverySettings = z.infer<typeof ZDeliverySettingsSchema>;

/** `GET /settings`. */
export const ZSettingsSchema = z.object({
  platformFee: z.number().min(0).max(1000),
  deliverySettings: ZDeliverySettingsSchema,
});
export type TSettings = z.infer<typeof ZSettingsSchema>;

export const DEFAULT_DELIVERY_SETTINGS: TDeliverySettings = {
  standardFee: 5,
  expressFee: 10,
  taxRate: 0.08,
  minLeadDays: 7,
  maxLeadDays: 60,
  expressLeadDays: 2,
};
export const DEFAULT_SETTINGS: TSettings = { platformFee: 0, deliverySettings: DEFAULT_DELIVERY_SETTINGS };
