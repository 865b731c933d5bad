import type { TPaymentIntentRequest } from '@samplebank/contracts/checkout';
import { addDays, isWeekend, todayInMalaysia } from '@samplebank/domain/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import {
  addToCart,
  checkoutBody,
  createBuyer,
  createStockedSample,
  requestIntent,
} from '../checkout/checkout.fixtures.js';
import { validateDeliveryOptions } from '../checkout/checkout.steps.js';
import { getSettings } from './content.service.js';
import { malaysianPublicHolidays } from './public-holidays.js';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Holiday = { date: string; name: string };
const settings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().deliverySettings as {
    maxLeadDays: number;
    holidays: Holiday[];
  };

describe("Malaysia's public holidays", () => {
  it('lists the national holidays of a window across the turn of the year, in English and Bahasa Malaysia', () => {
    const holidays = malaysianPublicHolidays({ now: new Date('2026-11-23T02:00:00Z'), days: 91 });
    expect(holidays).toContainEqual({ date: '2026-12-25', name: 'Christmas Day', nameMs: 'Hari Krismas' });
    expect(holidays.map((holiday) => holiday.date)).toContain('2027-01-01');
    expect(holidays.every((holiday) => holiday.date >= '2026-11-23' && holiday.date <= '2027-02-22')).toBe(true);
    // Deepavali (8-9 November 2026) is before the window
    expect(holidays.map((holiday) => holiday.date)).not.toContain('2026-11-09');
    const dates = holidays.map((holiday) => holiday.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
  });

  it('are in GET /api/settings with the delivery settings, for the booking window', async () => {
    const { holidays, maxLeadDays } = await settings();
    const today = todayInMalaysia();
    expect(holidays).toEqual(malaysianPublicHolidays({ days: maxLeadDays + 31 }));
    for (const holiday of holidays) {
      expect(holiday.date >= today).toBe(true);
      expect(holiday.name).not.toBe('');
    }
  });
});

describe('booking a delivery on a public holiday', () => {
  // Monday 23 November 2026 in Kuala Lumpur: Christmas (a Friday) is inside the standard window
  const monday = new Date('2026-11-23T02:00:00Z');

  it("is refused by the checkout's rule with a sentence; the next day is taken", async () => {
    const { deliverySettings } = await getSettings(t.db, monday);
    const { user } = await createBuyer(t.db, t.tokens);
    const request = { isExpressDelivery: false } as TPaymentIntentRequest;
    let refusal: unknown;
    try {
      validateDeliveryOptions(user, { ...request, deliveryDate: '2026-12-25' }, deliverySettings, monday);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({
      code: 'VALIDATION',
      message: "We don't deliver on public holidays; please pick another day",
      fields: { deliveryDate: 'holiday' },
    });
    expect(validateDeliveryOptions(user, { ...request, deliveryDate: '2026-12-24' }, deliverySettings, monday)).toBe(
      '2026-12-24',
    );
  });

  // over HTTP the checkout uses today's date: run when today's window holds a weekday holiday (most of the year)
  const today = todayInMalaysia();
  const weekdayHoliday = malaysianPublicHolidays({ days: 60 }).find(
    (day) => day.date >= addDays(today, 7) && !isWeekend(day.date),
  );
  it.runIf(weekdayHoliday)('is refused at POST /payments/payment-intent with the sentence', async () => {
    const { headers } = await createBuyer(t.db, t.tokens);
    const sample = await createStockedSample(t.db);
    await addToCart(t, headers, sample.id);
    const holiday = weekdayHoliday!.date;
    const refused = await requestIntent(t, headers, await checkoutBody(t, headers, { deliveryDate: holiday }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: "We don't deliver on public holidays; please pick another day",
      fields: { deliveryDate: 'holiday' },
    });
  });
});
