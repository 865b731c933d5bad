import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '@samplebank/domain/delivery';
import { z } from 'zod';
import { multilineText, singleLineText } from './common.js';
import { endpoint } from './endpoint.js';
import {
  DEFAULT_INVOICING_SETTINGS,
  type TInvoicingSettings,
  ZInvoicingSettingsViewSchema,
} from './invoicing-settings.js';

type TextSchema = () => z.ZodString;

/**
 * The home page document, built twice from one description: with plain strings for what the API answers, and with
 * checked text (`line` for an input, `paragraph` for a textarea) for what an admin sends.
 */
function pageSettingsSchema(line: TextSchema, paragraph: TextSchema) {
  // `picture` is the server's answer (the image in modern formats, when it is one of the catalogue's, as
  // ZPictureSchema has it); what an admin sends back there is checked like any text, then ignored
  const picture = z
    .object({
      src: line().max(2000),
      width: z.number().int(),
      height: z.number().int(),
      sources: z.array(z.object({ type: line().max(100), srcSet: line().max(5000) })).max(4),
    })
    .nullable()
    .optional();
  const image = z.object({ url: line().max(2000), picture });
  const callToAction = z.object({
    title: line().max(200),
    description: paragraph().max(1000),
    primaryButtonText: line().max(60),
    secondaryButtonText: line().max(60),
    backgroundImage: image,
  });
  return z.object({
    /**
     * The texts in other languages (issue 16), field by field; any left out or blank shows the English one. Images,
     * links and testimonials' authors stay shared; lists are matched by position.
     */
    translations: z
      .object({ ms: pageTextsSchema(line, paragraph).optional() })
      .strict()
      .optional(),
    hero: z.object({
      title: line().max(200),
      description: paragraph().max(1000),
      buttonText: line().max(60),
      // seven images laid out in columns: column 0 holds the first image(s), and so on
      images: z.array(image.extend({ column: z.number().int().min(0).max(3), alt: line().optional() })).max(7),
    }),
    features: z.object({
      sectionTitle: line().max(200),
      features: z
        .array(
          z.object({ title: line().max(120), description: paragraph().max(600), link: line().max(500).optional() }),
        )
        .max(3),
    }),
    callToActionTop: callToAction,
    callToActionTopLeft: callToAction,
    callToActionBottom: callToAction,
    materialCategories: z.object({ title: line().max(200), description: paragraph().max(1000) }),
    carousel: z.object({
      images: z
        .array(
          z.object({
            key: line(),
            originalFilename: line(),
            url: line(),
            picture,
          }),
        )
        .max(20),
    }),
    testimonials: z.object({
      title: line().max(200),
      description: paragraph().max(1000),
      items: z
        .array(
          z.object({
            _id: line(),
            author: line().max(120),
            role: line().max(120),
            content: paragraph().max(1200),
            background: image.optional(),
            avatar: image.optional(),
          }),
        )
        .max(12),
    }),
  });
}

/** The home page's texts in one more language: the English document's text fields, each optional. */
function pageTextsSchema(line: TextSchema, paragraph: TextSchema) {
  const callToAction = z
    .object({
      title: line().max(200),
      description: paragraph().max(1000),
      primaryButtonText: line().max(60),
      secondaryButtonText: line().max(60),
    })
    .partial()
    .strict();
  return z
    .object({
      hero: z
        .object({ title: line().max(200), description: paragraph().max(1000), buttonText: line().max(60) })
        .partial()
        .strict(),
      features: z
        .object({
          sectionTitle: line().max(200),
          features: z
            .array(
              z
                .object({ title: line().max(120), description: paragraph().max(600) })
                .partial()
                .strict(),
            )
            .max(3),
        })
        .partial()
        .strict(),
      callToActionTop: callToAction,
      callToActionTopLeft: callToAction,
      callToActionBottom: callToAction,
      materialCategories: z
        .object({ title: line().max(200), description: paragraph().max(1000) })
        .partial()
        .strict(),
      testimonials: z
        .object({
          title: line().max(200),
          description: paragraph().max(1000),
          items: z
            .array(
              z
                .object({ role: line().max(120), content: paragraph().max(1200) })
                .partial()
                .strict(),
            )
            .max(12),
        })
        .partial()
        .strict(),
    })
    .partial()
    .strict();
}

/** The home page's content, as `GET /page-settings` returns it. */
const plainText = () => z.string();
export const ZPageSettingsSchema = pageSettingsSchema(plainText, plainText);
/** The home page's content as the admin sends it: its text is refused when it holds control characters. */
export const ZPageSettingsInputSchema = pageSettingsSchema(singleLineText, multilineText);
export type TPageSettings = z.infer<typeof ZPageSettingsSchema>;
/** The home page's texts in Bahasa Malaysia (`translations.ms`). */
export type TPageTexts = NonNullable<NonNullable<TPageSettings['translations']>['ms']>;

export { pageSettingsIn } from './page-settings-in.js';

export const ZDeliverySettingsSchema = z.object({
  standardFee: z.number().min(0).max(1000),
  expressFee: z.number().min(0).max(1000),
  taxRate: z.number().min(0).max(1),
  minLeadDays: z.number().int().min(1).max(60),
  maxLeadDays: z.number().int().min(1).max(365),
  expressLeadDays: z.number().int().min(0).max(30),
}) satisfies z.ZodType<DeliverySettings>;
export type TDeliverySettings = DeliverySettings;

/** A public holiday in Malaysia (no deliveries): its date `YYYY-MM-DD` and its English name. */
/** A public holiday: its English name, and its name in Bahasa Malaysia where the calendar has one. */
export const ZPublicHolidaySchema = z.object({ date: z.string(), name: z.string(), nameMs: z.string().optional() });
export type TPublicHoliday = z.infer<typeof ZPublicHolidaySchema>;

/** The delivery settings as `GET /settings` answers them: with the public holidays of the booking window. */
export const ZDeliveryCalendarSchema = ZDeliverySettingsSchema.extend({ holidays: z.array(ZPublicHolidaySchema) });
export type TDeliveryCalendar = z.infer<typeof ZDeliveryCalendarSchema>;

/** `GET /settings`. The holidays are the server's (computed, not stored, not editable). */
export const ZSettingsSchema = z.object({
  platformFee: z.number().min(0).max(1000),
  deliverySettings: ZDeliveryCalendarSchema,
  /** the platform as the seller on its tax invoices (issue 20) */
  invoicing: ZInvoicingSettingsViewSchema,
});
export type TSettings = z.infer<typeof ZSettingsSchema>;

export { DEFAULT_DELIVERY_SETTINGS };
/** The settings as staff keep them (`GET /settings` adds the holidays). */
export type TStoredSettings = {
  platformFee: number;
  deliverySettings: TDeliverySettings;
  invoicing: TInvoicingSettings;
};
export const DEFAULT_SETTINGS: TStoredSettings = {
  platformFee: 0,
  deliverySettings: DEFAULT_DELIVERY_SETTINGS,
  invoicing: DEFAULT_INVOICING_SETTINGS,
};

export const contentEndpoints = {
  pageSettings: endpoint({
    method: 'GET',
    path: '/page-settings',
    summary: 'Home page content',
    auth: 'public',
    response: ZPageSettingsSchema,
    errors: [404],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/settings',
    summary: 'Platform fee and delivery settings',
    auth: 'public',
    response: ZSettingsSchema,
  }),
};
