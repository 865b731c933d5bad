import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { brandOwner, freshSample, login, placeFreeRequest, signIn } from './brand-support';
import { STANDARD } from './demo-accounts';
import { auth, expectAccessible, type Session } from './support';

// Leads in the brand portal (issue 18): a designer's studio that shares with brands requests a brand's sample; the
// brand's owner finds the studio among its leads, named with its contact, and exports them as CSV.

const _run = Date.now().toString(36);

type Address = {
  addressLine1: string;
  addressLine2: string | null;
  postcode: string;
  district: string | null;
  city: { _id: string };
  state: { _id: string };
};

/** The buyer's company says yes to being named to brands, through the same call the company page makes. */
async function shareWithBrands(request: APIRequestContext, buyer: Session): Promise<{ name: string }> {
  const organizationId = buyer.user.organizationId as string;
  const organization = await (
    await request.get(`/api/organizations/${organizationId}`, { headers: auth(buyer) })
  ).json();
  const address = (list: Address[]) =>
    list.map((entry) => ({
      addressLine1: entry.addressLine1,
      addressLine2: entry.addressLine2,
      postcode: entry.postcode,
      district: entry.district,
      city: entry.city._id,
      state: entry.state._id,
    }));
  const saved = await request.put(`/api/organizations/${organizationId}`, {
    headers: auth(buyer),
    data: {
      name: organization.name,
      type: organization.type,
      ssmNumber: organization.ssmNumber,
      // a company's contact is required on save; a seeded one may lack some
      contactNumber: organization.contactNumber ?? '+60321611234',
      orgEmail: organization.orgEmail ?? 'hello@tropika.example',
      personInCharge: organization.personInCharge ?? 'Jason Tan Kok Leong',
      billingAddress: address(organization.billingAddress),
      shippingAddress: address(organization.shippingAddress),
      shareWithBrands: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { name: organization.name };
}

test('a brand owner finds the studio that requested its sample among its leads and exports them as CSV', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const buyer = await login(page.request, STANDARD);
  const studio = await shareWithBrands(page.request, buyer);
  const sample = await freshSample(page.request, buyer);
  const brand = sample.manufacturerId;
  await placeFreeRequest(page.request, buyer, sample._id);
  const owner = await brandOwner(page, brand._id, 'leads-owner');

  await signIn(page, owner);
  await page.goto(`/brand/${brand._id}`);
  await page.getByRole('navigation', { name: 'Brand portal' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: studio.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(sample.name);
  await expect(page.getByRole('heading', { name: 'Why are some leads anonymous?' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = text.trim().split('\r\n');
  expect(header).toBe('Lead,Type,State,Contact person,E-mail,Phone,Requests,Orders,Units,Samples,Projects,First,Last');
  const studioRow = rows.find((line) => line.includes(studio.name));
  expect(studioRow, text).toBeTruthy();
  expect(studioRow).toContain(sample.name);
  // one line per lead, as many as the page lists (the period's leads fit on its first page here)
  expect(rows.length).toBe((await page.getByRole('row').count()) - 1);
});
