import {
  DEFAULT_SETTINGS,
  type TPageSettings,
  type TSettings,
  ZDeliverySettingsSchema,
} from '@samplebank/contracts/content';
import { type TInvoicingSettings, ZInvoicingSettingsViewSchema } from '@samplebank/contracts/invoicing-settings';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { pageSettings, settings } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { withPictures } from './content.presenter.js';
import { malaysianPublicHolidays } from './public-holidays.js';

/** `GET /page-settings`: the home page content the staff keep, each catalogue image with its picture. */
export async function getPageSettings({ db, storage }: ServiceContext<'db' | 'storage'>): Promise<TPageSettings> {
  const [row] = await db.select().from(pageSettings).where(eq(pageSettings.id, 'home')).limit(1);
  if (!row) throw notFound('Page settings');
  return withPictures(storage, row.data as TPageSettings);
}

// holidays a little beyond the booking window, so a date moved past one (express, the earliest) still sees the next
const HOLIDAY_MARGIN_DAYS = 31;

/**
 * `GET /settings`: platform fee, delivery settings and the seller's details for invoices, with the defaults for anything not set, and Malaysia's public
 * holidays of the booking window (no deliveries on them).
 */
export async function getSettings(db: Database, now: Date = new Date()): Promise<TSettings> {
  const rows = await db.select().from(settings);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const platformFee = Number(byKey.get('platformFee') ?? DEFAULT_SETTINGS.platformFee);
  const delivery = ZDeliverySettingsSchema.safeParse({
    ...DEFAULT_SETTINGS.deliverySettings,
    ...(byKey.get('deliverySettings') as object | undefined),
  });
  const deliverySettings = delivery.success ? delivery.data : DEFAULT_SETTINGS.deliverySettings;
  const windowDays = Math.max(deliverySettings.maxLeadDays, deliverySettings.expressLeadDays) + HOLIDAY_MARGIN_DAYS;
  return {
    platformFee: Number.isFinite(platformFee) ? platformFee : DEFAULT_SETTINGS.platformFee,
    deliverySettings: { ...deliverySettings, holidays: malaysianPublicHolidays({ now, days: windowDays }) },
    invoicing: invoicingOf(byKey.get('invoicing')),
  };
}

/** The seller's details as staff keep them, in the caller's transaction (an invoice is issued with them). */
export async function getInvoicingSettings(db: Database | Transaction): Promise<TInvoicingSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'invoicing')).limit(1);
  return invoicingOf(row?.value);
}

const invoicingOf = (stored: unknown): TInvoicingSettings => {
  const invoicing = ZInvoicingSettingsViewSchema.safeParse(stored ?? DEFAULT_SETTINGS.invoicing);
  return invoicing.success ? invoicing.data : DEFAULT_SETTINGS.invoicing;
};
