import { expect, test } from '@playwright/test';
import { type Account, login, placeFreeRequest, signIn } from './brand-support';
import { ADMIN, STANDARD } from './demo-accounts';
import { blocksPng } from './png';
import { auth, expectAccessible, latestMail } from './support';

// A brand's whole round in its portal (issue 18): staff invite its owner, the owner joins, adds a sample with its
// pictures, a designer requests it, the owner ships it with a carrier and a tracking number, and the designer sees
// the order on its way with the parcel.

const run = Date.now().toString(36);

test('staff invite a brand owner who adds a sample with pictures, ships a designer’s order of it, and the designer sees it on its way', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const trackingNumber = `JT63${run.toUpperCase()}`;
  const sku = `E2E-${run.toUpperCase()}`;
  const sampleName = `Selangor Clay Tile ${run}`;
  const admin = await login(page.request, ADMIN);
  const listing = (await (await page.request.get('/api/samples?limit=1')).json()) as {
    samples: { manufacturerId: { _id: string; name: string } }[];
  };
  const brand = listing.samples[0]!.manufacturerId;
  const owner: Account = { email: `brand-journey-${run}@example.com`, password: 'Brand-Owner-2026' };
  const added = await page.request.post('/api/users/admin', {
    headers: auth(admin),
    data: { name: 'Farah Kayu', email: owner.email, password: owner.password, isApproved: true },
  });
  expect(added.status(), await added.text()).toBe(201);

  // staff invite the owner from the back office's brands page
  await signIn(page, ADMIN);
  await page.goto('/admin/brands');
  await page.getByRole('button', { name: `Invite owner to ${brand.name}` }).click();
  const inviteDialog = page.getByRole('dialog', { name: 'Invite an owner' });
  await inviteDialog.getByLabel('Their e-mail address').fill(owner.email);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${owner.email}`)).toBeVisible();

  // the owner follows the e-mailed link and joins
  const [, token] = await latestMail(page, owner.email, /\/brand-invitation\/([A-Za-z0-9_-]+)/);
  await signIn(page, owner);
  await page.goto(`/brand-invitation/${token}`);
  await page.getByRole('button', { name: `Join ${brand.name}` }).click();
  await expect(page.getByText(`Welcome to ${brand.name}`)).toBeVisible();

  // adds a sample with two pictures, its category, colour and stock: it opens its own page, published
  await page.goto(`/brand/${brand._id}`);
  await page.getByRole('link', { name: 'Add a sample' }).click();
  await expect(page.getByRole('heading', { name: 'New sample', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Brand/ })).toHaveCount(0);
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(sampleName);
  await form.getByRole('textbox', { name: 'SKU', exact: true }).fill(sku);
  await form.getByRole('textbox', { name: 'Material', exact: true }).fill('Terracotta');
  const category = form.getByRole('combobox', { name: 'Category', exact: true });
  const firstCategory = await category.locator('option:not([value=""])').first().getAttribute('value');
  await category.selectOption(firstCategory!);
  await form
    .getByRole('textbox', { name: /^Description/ })
    .fill('Hand-pressed clay tile from Selangor, sealed for floors and walls.');
  await form.getByRole('spinbutton', { name: 'Price (RM)', exact: true }).fill('12.50');
  await form.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('20');
  await form.getByRole('combobox', { name: 'Colour family' }).selectOption('Terracotta');
  await form.getByRole('textbox', { name: 'Colour hex' }).fill('#B5573B');
  await form.getByLabel('Upload sample images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: blocksPng(['#B5573B', '#A4502F', '#C8AD85', '#8A4B2A']) },
    { name: 'edge.png', mimeType: 'image/png', buffer: blocksPng(['#A4502F', '#B5573B', '#8A4B2A', '#C8AD85']) },
  ]);
  const images = page.getByRole('list', { name: 'Sample images' });
  await expect(images.getByRole('img')).toHaveCount(2);
  // the second picture becomes the main one
  await images.getByRole('button', { name: 'Make image 2 the main image' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create sample' }).click();
  await expect(page).toHaveURL(new RegExp(`/brand/${brand._id}/samples/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: sampleName, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: /Status/ })).toContainText('Published');
  const sampleId = page.url().split('/').pop()!;
  const created = (await (await page.request.get(`/api/samples/${sampleId}`)).json()) as {
    images: { url: string }[];
    manufacturerId: { _id: string };
  };
  expect(created.manufacturerId._id).toBe(brand._id);
  expect(created.images).toHaveLength(2);

  // a designer requests it
  const buyer = await login(page.request, STANDARD);
  const { orderId, number } = await placeFreeRequest(page.request, buyer, sampleId);

  // the owner finds the order in the portal's To ship list, with the sample and the address to send it to
  await page.getByRole('navigation', { name: 'Brand portal' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /To ship/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(sampleName, { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Ship to' })).toContainText('Malaysia');
  await expect(card.getByText('To pack', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // ships it: the line chosen, the carrier picked and the tracking number typed
  await card.getByRole('checkbox', { name: `Choose ${sampleName}` }).check();
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
