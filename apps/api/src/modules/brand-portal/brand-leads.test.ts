import { randomUUID } from 'node:crypto';
import { BRAND_LEADS_MESSAGES } from '@samplebank/contracts/brand-leads';
import { parseCsv } from '@samplebank/contracts/csv';
import { ORGANIZATION_CONSENT_MESSAGES } from '@samplebank/contracts/organizations';
import { addDays, todayInMalaysia } from '@samplebank/domain/delivery';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSamples, boards, orderItems, orders, organizations, projects } from '../../db/schema/index.js';
import { createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createCompany } from '../checkout/checkout.fixtures.js';
import { companyForm, insertPlaces, type Places } from '../organizations/organizations.test-support.js';
import { brandWorld } from './brand-portal.test-support.js';

let t: TestContext;
let places: Places;

beforeAll(async () => {
  t = await createTestApp();
  // the reference places first: the buyers' companies reuse their Selangor
  places = await insertPlaces(t.db);
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Sample = Awaited<ReturnType<typeof createSample>>;

const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const leadsOf = (brandId: string, headers: Headers, query = '') =>
  get(`/brand-portal/${brandId}/leads${query}`, headers);
const csvOf = (brandId: string, headers: Headers, query = '') =>
  get(`/brand-portal/${brandId}/leads.csv${query}`, headers);

/** Two brands and who works for each, a designer who works for none, and staff. */
async function world() {
  const people = await brandWorld(t);
  const { brand, otherBrand } = people;
  const ours = await Promise.all(
    ['Teak plank', 'Oak veneer', 'Walnut strip'].map((name) => createSample(t.db, brand.id, { name })),
  );
  const theirs = await createSample(t.db, otherBrand.id, { name: 'Granite slab' });
  return { ...people, ours, theirs };
}

/** A studio (a DESIGNER company in Selangor) with one buyer, sharing with brands or not. */
async function studio(options: { name: string; shares: boolean; type?: string; userType?: string }) {
  const company = await createCompany(t.db);
  await t.db
    .update(organizations)
    .set({
      name: options.name,
      type: options.type ?? 'DESIGNER',
      shareWithBrands: options.shares,
      orgEmail: `hello@${options.name.toLowerCase().replace(/[^a-z]/g, '')}.my`,
      contactNumber: '+60312345678',
      personInCharge: 'Aisyah Rahman',
    })
    .where(eq(organizations.id, company.id));
  const buyer = await signedInUser(t.db, t.tokens, {
    organizationId: company.id,
    userType: options.userType ?? 'professional',
  });
  return { company, buyer };
}

let orderCount = 0;
/** An order placed at `at` with these lines (one unit unless told): a free request unless `premium`. */
async function order(
  userId: string,
  lines: { sample: Sample; quantity?: number }[],
  options: { premium?: boolean; status?: string; at?: Date; state?: string } = {},
) {
  orderCount += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      number: `SB-TEST-${orderCount}-${randomUUID().slice(0, 6)}`,
      userId,
      checkoutKey: randomUUID(),
      status: options.status ?? (options.premium ? 'processing' : 'pending'),
      isPremium: options.premium ?? false,
      deliveryDate: todayInMalaysia(),
      subtotal: 0,
      deliveryFee: 0,
      tax: 0,
      totalAmount: 0,
      shippingAddress: options.state ? { state: options.state } : null,
      createdAt: options.at ?? new Date(),
    })
    .returning();
  await t.db.insert(orderItems).values(
    lines.map(({ sample, quantity }) => ({
      orderId: row!.id,
      sampleId: sample.id,
      manufacturerId: sample.manufacturerId,
      name: sample.name,
      unitPrice: 10,
      quantity: quantity ?? 1,
    })),
  );
  return row!;
}

/** A project of the user pinning these samples on a board. */
async function project(ownerId: string, fields: { type: string; value: number }, pinned: Sample[]) {
  const [row] = await t.db
    .insert(projects)
    .values({
      ownerId,
      name: `Secret project ${randomUUID().slice(0, 4)}`,
      projectType: fields.type,
      projectValue: fields.value,
    })
    .returning();
  const [board] = await t.db.insert(boards).values({ projectId: row!.id, name: 'Finishes' }).returning();
  if (pinned.length)
    await t.db.insert(boardSamples).values(pinned.map((sample) => ({ boardId: board!.id, sampleId: sample.id })));
  return row!;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('GET /api/brand-portal/{brandId}/leads', () => {
  it('names a studio that shares with brands, with its contact and the projects that pin the brand’s samples', async () => {
    const w = await world();
    const { company, buyer } = await studio({ name: 'Studio Rimba', shares: true });
    await order(buyer.user.id, [{ sample: w.ours[0]!, quantity: 2 }, { sample: w.ours[1]! }], { at: daysAgo(5) });
    await order(buyer.user.id, [{ sample: w.ours[0]! }], { premium: true, at: daysAgo(2) });
    await project(buyer.user.id, { type: 'Hospitality', value: 1_500_000 }, [w.ours[2]!]);
    await project(buyer.user.id, { type: 'Residential', value: 250_000 }, [w.ours[0]!]);
    // a project that pins only another brand's sample is not the brand's business
    await project(buyer.user.id, { type: 'Retail', value: 9_000_000 }, [w.theirs]);

    const response = await leadsOf(w.brand.id, w.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 1, currentPage: 1, totalPages: 1 });
    expect(body.range).toEqual({ from: addDays(todayInMalaysia(), -89), to: todayInMalaysia() });
    const [lead] = body.leads;
    expect(lead).toMatchObject({
      buyerType: 'DESIGNER',
      state: 'Selangor',
      label: 'Studio Rimba',
      contact: {
        name: 'Studio Rimba',
        personInCharge: 'Aisyah Rahman',
        email: 'hello@studiorimba.my',
        phone: '+60312345678',
      },
      requests: 1,
      orders: 1,
      units: 4,
      samples: { names: ['Teak plank', 'Oak veneer'], more: 0 },
      projects: [
        { type: 'Hospitality', value: 1_500_000 },
        { type: 'Residential', value: 250_000 },
      ],
    });
    expect(lead.key).toMatch(/^[0-9a-f]{20}$/);
    expect(lead.key).not.toContain(company.id);
    expect(Date.parse(lead.firstAt)).toBeLessThan(Date.parse(lead.lastAt));
  });

  it('shows a studio that does not share only by its kind and state: no name, contact or project anywhere', async () => {
    const w = await world();
    const { company, buyer } = await studio({ name: 'Hidden Atelier', shares: false });
    await order(buyer.user.id, [{ sample: w.ours[0]! }]);
    await project(buyer.user.id, { type: 'Hospitality', value: 777_777 }, [w.ours[0]!]);

    const response = await leadsOf(w.brand.id, w.owner.headers);
    expect(response.json().leads).toEqual([
      expect.objectContaining({
        label: 'Design studio in Selangor',
        buyerType: 'DESIGNER',
        contact: null,
        projects: [],
      }),
    ]);
    const csv = await csvOf(w.brand.id, w.owner.headers);
    for (const text of [response.body, csv.body]) {
      for (const secret of [
        'Hidden Atelier',
        'hiddenatelier',
        '312345678',
        '312-345',
        'Aisyah',
        'Hospitality',
        '777',
        company.id,
        buyer.user.id,
        buyer.user.email,
        buyer.user.name,
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('never names a private buyer or a student, even with the setting on in the database', async () => {
    const w = await world();
    const individual = await studio({
      name: 'Nurul Huda',
      shares: true,
      type: 'INDIVIDUAL',
      userType: 'non-professional',
    });
    const student = await studio({ name: 'Design Uni Studio', shares: true, userType: 'student' });
    const loner = await signedInUser(t.db, t.tokens, { userType: 'non-professional' });
    await order(individual.buyer.user.id, [{ sample: w.ours[0]! }], { at: daysAgo(3) });
    await order(student.buyer.user.id, [{ sample: w.ours[1]! }], { at: daysAgo(2) });
    await order(loner.user.id, [{ sample: w.ours[2]! }], { at: daysAgo(1), state: 'Pulau Pinang' });
    await project(individual.buyer.user.id, { type: 'Residential', value: 123_456 }, [w.ours[0]!]);

    const response = await leadsOf(w.brand.id, w.editor.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .leads.map((lead: { label: string; buyerType: string; contact: unknown }) => [
          lead.label,
          lead.buyerType,
          lead.contact,
        ]),
    ).toEqual([
      ['Individual buyer in Pulau Pinang', 'INDIVIDUAL', null],
      ['Student in Selangor', 'STUDENT', null],
      ['Individual buyer in Selangor', 'INDIVIDUAL', null],
    ]);
    const csv = await csvOf(w.brand.id, w.editor.headers);
    for (const text of [response.body, csv.body]) {
      for (const secret of ['Nurul', 'Design Uni', 'Aisyah', '123456', loner.user.name, loner.user.email]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it("counts only the brand's own lines, and leaves out cancelled orders, unpaid checkouts and other periods", async () => {
    const w = await world();
    const { buyer } = await studio({ name: 'Studio Kaca', shares: true });
    await order(
      buyer.user.id,
      [
        { sample: w.ours[0]!, quantity: 2 },
        { sample: w.theirs, quantity: 5 },
      ],
      { premium: true },
    );
    await order(buyer.user.id, [{ sample: w.ours[1]! }], { status: 'cancelled' });
    await order(buyer.user.id, [{ sample: w.ours[1]! }], { premium: true, status: 'awaiting-payment' });
    await order(buyer.user.id, [{ sample: w.ours[2]! }], { at: daysAgo(120) });
    // a buyer who ordered only another brand's samples is not this brand's lead
    const other = await studio({ name: 'Studio Batu', shares: true });
    await order(other.buyer.user.id, [{ sample: w.theirs }]);

    const body = (await leadsOf(w.brand.id, w.owner.headers)).json();
    expect(body.total).toBe(1);
    expect(body.leads[0]).toMatchObject({ label: 'Studio Kaca', requests: 0, orders: 1, units: 2 });
    expect(body.leads[0].samples).toEqual({ names: ['Teak plank'], more: 0 });
    expect(JSON.stringify(body)).not.toContain('Granite');
    expect(JSON.stringify(body)).not.toContain('Studio Batu');

    const longer = (await leadsOf(w.brand.id, w.owner.headers, `?from=${addDays(todayInMalaysia(), -200)}`)).json();
    expect(longer.leads[0]).toMatchObject({ requests: 1, orders: 1, units: 3 });
    // the other brand sees its own lines of the same order, never ours
    const theirs = (await leadsOf(w.otherBrand.id, w.otherOwner.headers)).json();
    expect(theirs.leads.map((lead: { units: number }) => lead.units).sort()).toEqual([1, 5]);
    expect(JSON.stringify(theirs)).not.toContain('Teak');
  });

  it('gives each brand its own key for the same buyer, and pages the latest first', async () => {
    const w = await world();
    const first = await studio({ name: 'Studio Satu', shares: true });
    const second = await studio({ name: 'Studio Dua', shares: true });
    await order(first.buyer.user.id, [{ sample: w.ours[0]! }, { sample: w.theirs }], { at: daysAgo(4) });
    await order(second.buyer.user.id, [{ sample: w.ours[0]! }], { at: daysAgo(1) });

    const page1 = (await leadsOf(w.brand.id, w.owner.headers, '?limit=1')).json();
    expect(page1).toMatchObject({ total: 2, totalPages: 2, currentPage: 1 });
    expect(page1.leads.map((lead: { label: string }) => lead.label)).toEqual(['Studio Dua']);
    const page2 = (await leadsOf(w.brand.id, w.owner.headers, '?limit=1&page=2')).json();
    expect(page2.leads.map((lead: { label: string }) => lead.label)).toEqual(['Studio Satu']);
    const beyond = (await leadsOf(w.brand.id, w.owner.headers, '?limit=1&page=9')).json();
    expect(beyond).toMatchObject({ leads: [], total: 2 });

    const theirs = (await leadsOf(w.otherBrand.id, w.otherOwner.headers)).json();
    expect(theirs.leads[0].label).toBe('Studio Satu');
    expect(theirs.leads[0].key).not.toBe(page2.leads[0].key);
  });

  it('names the brand’s samples five at a time, with how many more', async () => {
    const w = await world();
    const many = await Promise.all(
      Array.from({ length: 7 }, (_, index) => createSample(t.db, w.brand.id, { name: `Tile ${index + 1}` })),
    );
    const { buyer } = await studio({ name: 'Studio Tujuh', shares: false });
    await order(
      buyer.user.id,
      many.map((sample, index) => ({ sample, quantity: index < 2 ? 3 : 1 })),
    );
    const [lead] = (await leadsOf(w.brand.id, w.owner.headers)).json().leads;
    expect(lead.samples.names).toHaveLength(5);
    expect(lead.samples.names.slice(0, 2)).toEqual(['Tile 1', 'Tile 2']);
    expect(lead.samples.more).toBe(2);
    expect(lead.units).toBe(11);
  });

  it('refuses bad periods and pages with a 400 that says why', async () => {
    const w = await world();
    const cases: [string, string][] = [
      ['?from=2026-02-30', BRAND_LEADS_MESSAGES.dateInvalid],
      ['?from=yesterday', BRAND_LEADS_MESSAGES.dateInvalid],
      ['?from=2026-03-10&to=2026-03-01', BRAND_LEADS_MESSAGES.rangeReversed],
      ['?from=2024-01-01&to=2026-01-01', BRAND_LEADS_MESSAGES.rangeTooLong],
      [`?from=${addDays(todayInMalaysia(), -400)}`, BRAND_LEADS_MESSAGES.rangeTooLong],
      ['?page=0', BRAND_LEADS_MESSAGES.pageInvalid],
      ['?limit=500', BRAND_LEADS_MESSAGES.limitInvalid],
      ['?limit=abc', BRAND_LEADS_MESSAGES.limitInvalid],
      ['?colour=red', ''],
    ];
    for (const [query, message] of cases) {
      const response = await leadsOf(w.brand.id, w.owner.headers, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
    expect((await csvOf(w.brand.id, w.owner.headers, '?from=2026-03-10&to=2026-03-01')).statusCode).toBe(400);
    expect((await csvOf(w.brand.id, w.owner.headers, '?page=2')).statusCode).toBe(400);
    const ms = await t.app.inject({
      method: 'GET',
      url: `/api/brand-portal/${w.brand.id}/leads?from=2026-03-10&to=2026-03-01`,
      headers: { ...w.owner.headers, 'accept-language': 'ms' },
    });
    expect(ms.json().message).toContain('Permulaan tempoh');
    const ok = await leadsOf(w.brand.id, w.owner.headers, '?from=2026-01-01&to=2026-03-31');
    expect(ok.json().range).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('lets the brand’s owner, editor and staff read, and no one else', async () => {
    const w = await world();
    for (const url of [`/brand-portal/${w.brand.id}/leads`, `/brand-portal/${w.brand.id}/leads.csv`]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, w.member.headers)).statusCode, url).toBe(403);
      expect((await get(url, w.otherOwner.headers)).statusCode, url).toBe(403);
      expect((await get(url, w.editor.headers)).statusCode, url).toBe(200);
      expect((await get(url, w.owner.headers)).statusCode, url).toBe(200);
      expect((await get(url, w.admin.headers)).statusCode, url).toBe(200);
    }
    // a buyer company is not a brand: staff get a 404, members a 403
    const company = await createCompany(t.db);
    expect((await get(`/brand-portal/${company.id}/leads`, w.admin.headers)).statusCode).toBe(404);
    expect((await get(`/brand-portal/${company.id}/leads`, w.owner.headers)).statusCode).toBe(403);
    expect((await get('/brand-portal/not-an-id/leads', w.owner.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/brand-portal/{brandId}/leads.csv', () => {
  it('is a UTF-8 attachment with a header and the page’s rows, a formula-looking name written as text', async () => {
    const w = await world();
    const sharing = await studio({ name: '=HYPERLINK("http://evil.example")', shares: true });
    const quiet = await studio({ name: 'Quiet, Studio', shares: false, type: 'ARCHITECT' });
    await order(sharing.buyer.user.id, [{ sample: w.ours[0]!, quantity: 2 }], { premium: true, at: daysAgo(1) });
    await project(sharing.buyer.user.id, { type: 'Office', value: 480_000 }, [w.ours[0]!]);
    await order(quiet.buyer.user.id, [{ sample: w.ours[1]! }], { at: daysAgo(3) });

    const response = await csvOf(w.brand.id, w.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="leads-${todayInMalaysia()}.csv"`);
    const records = parseCsv(response.body).map((record) => record.fields);
    expect(records[0]).toEqual([
      'Lead',
      'Type',
      'State',
      'Contact person',
      'E-mail',
      'Phone',
      'Requests',
      'Orders',
      'Units',
      'Samples',
      'Projects',
      'First',
      'Last',
    ]);
    expect(records).toHaveLength(3);
    const today = todayInMalaysia(daysAgo(1));
    expect(records[1]).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      'Designer',
      'Selangor',
      'Aisyah Rahman',
      expect.stringMatching(/^hello@/),
      '03-1234 5678',
      '0',
      '1',
      '2',
      'Teak plank',
      'Office (RM 480,000.00)',
      today,
      today,
    ]);
    expect(records[2]!.slice(0, 6)).toEqual(['Architecture firm in Selangor', 'Architect', 'Selangor', '', '', '']);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(response.body).not.toContain('Quiet');
  });
});

describe('the consent setting on PUT /api/organizations/{id}', () => {
  const put = (id: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/organizations/${id}`, headers, payload });

  it("is the company's own member's to set, and shows on the organization", async () => {
    const { company, buyer } = await studio({ name: 'Studio Setuju', shares: false });
    const saved = await put(company.id, buyer.headers, companyForm(places, { shareWithBrands: true }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().shareWithBrands).toBe(true);
    // an update that leaves it out keeps it
    const again = await put(company.id, buyer.headers, companyForm(places));
    expect(again.json().shareWithBrands).toBe(true);
    const off = await put(company.id, buyer.headers, companyForm(places, { shareWithBrands: false }));
    expect(off.json().shareWithBrands).toBe(false);
    const read = await get(`/organizations/${company.id}`, buyer.headers);
    expect(read.json().shareWithBrands).toBe(false);
    expect((await put(company.id, buyer.headers, companyForm(places, { shareWithBrands: 'yes' }))).statusCode).toBe(
      400,
    );
  });

  it("refuses another company's member and staff", async () => {
    const { company } = await studio({ name: 'Studio Milik', shares: false });
    const stranger = await studio({ name: 'Studio Lain', shares: false });
    const admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
    expect(
      (await put(company.id, stranger.buyer.headers, companyForm(places, { shareWithBrands: true }))).statusCode,
    ).toBe(403);
    const byStaff = await put(company.id, admin.headers, companyForm(places, { shareWithBrands: true }));
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(ORGANIZATION_CONSENT_MESSAGES.membersOnly);
    // staff may still save the rest, the choice left as it is
    expect((await put(company.id, admin.headers, companyForm(places, { shareWithBrands: false }))).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, company.id));
    expect(row!.shareWithBrands).toBe(false);
  });

  it('refuses it for an individual, and takes it back when a company becomes one', async () => {
    const { company, buyer } = await studio({ name: 'Studio Peribadi', shares: true });
    const individual = {
      name: 'Nurul Huda',
      type: 'INDIVIDUAL',
      contactNumber: '012-345 6789',
      billingAddress: companyForm(places).billingAddress,
    };
    const refused = await put(company.id, buyer.headers, { ...individual, shareWithBrands: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(ORGANIZATION_CONSENT_MESSAGES.privateBuyer);
    const became = await put(company.id, buyer.headers, individual);
    expect(became.statusCode, became.body).toBe(200);
    expect(became.json().shareWithBrands).toBe(false);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organizations',
      headers: (await signedInUser(t.db, t.tokens)).headers,
      payload: { ...individual, shareWithBrands: true },
    });
    expect(created.statusCode).toBe(400);
  });
});
