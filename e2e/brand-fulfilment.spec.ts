import { expect, test } from '@playwright/test';
import { brandOwner, freshSample, login, placeFreeRequest, signIn } from './brand-support';
import { STANDARD } from './demo-accounts';
import { expectAccessible, latestMail } from './support';

// Fulfilment in the brand portal (issue 18): a brand's owner sees a designer's order of its sample in the portal,
// ships it with a carrier and a tracking number, and the designer sees the order on its way with the parcel.

const run = Date.now().toString(36);

test('a brand owner ships an order of its sample and the designer sees it on its way with the parcel', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const trackingNumber = `JT63${run.toUpperCase()}`;
  const buyer = await login(page.request, STANDARD);
  const sample = await freshSample(page.request, buyer);
  const brand = sample.manufacturerId;
  const { orderId, number } = await placeFreeRequest(page.request, buyer, sample._id);
  const owner = await brandOwner(page, brand._id, 'brand-owner');

  // the owner finds the order in the portal's To ship list, with the sample and the address to send it to
  await signIn(page, owner);
  await page.goto(`/brand/${brand._id}`);
  await page.getByRole('navigation', { name: 'Brand portal' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /To ship/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(sample.name, { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Ship to' })).toContainText('Malaysia');
  await expect(card.getByText('To pack', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // ships it: the line chosen, the carrier picked and the tracking number typed
  await card.getByRole('checkbox', { name: `Choose ${sample.name}` }).check();
  await card.getByRole('button', { name: 'Ship…' }).click();
  const dialog = page.getByRole('dialog', { name: `Ship 1 line of ${number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Carrier').selectOption('J&T Express');
  await dialog.getByLabel('Tracking number').fill(trackingNumber);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(
    page.getByText(`Every line of ${number} has shipped: the order is on its way to the buyer`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // it leaves To ship for Shipped, with its parcel
  await expect(page.getByRole('article', { name: `Order ${number}` })).toBeHidden();
  await page.getByRole('tab', { name: /Shipped/ }).click();
  const shipped = page.getByRole('article', { name: `Order ${number}` });
  await expect(shipped.getByText('In transit')).toBeVisible();
  await expect(shipped.getByText(trackingNumber)).toBeVisible();
  await expect(shipped.getByRole('checkbox')).toHaveCount(0);

  // the designer is e-mailed, and sees the order in transit with the parcel, on the order and on its timeline
  const [mail] = await latestMail(
    page,
    STANDARD.email,
    new RegExp(`${number} is on its way[\\s\\S]*${trackingNumber}`),
  );
  // the outbox page escapes the ampersand
  expect(mail).toMatch(/Carrier: J&(#38|amp);T Express, tracking number: /);
  await signIn(page, STANDARD);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('In transit').first()).toBeVisible();
  const parcels = page.getByRole('region', { name: 'Parcel' });
  await expect(parcels).toContainText(`From ${brand.name}`);
  await expect(parcels).toContainText(`J&T Express · ${trackingNumber}`);
  await page.getByRole('link', { name: 'Track Shipment' }).click();
  const timeline = page.getByRole('list', { name: 'Order status history' });
  await expect(timeline.getByText(`Sent by ${brand.name}`)).toBeVisible();
  await expect(timeline.getByText(`J&T Express · ${trackingNumber}`)).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toContainText('In transit');
  await expectAccessible(page);
});
