import { DEFAULT_SETTINGS } from '@samplebank/contracts/content';
import { todayInMalaysia } from '@samplebank/domain/delivery';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contactInquiries,
  pageSettings as pageSettingsTable,
  sampleRequests,
} from '../../db/schema/index.js';
import { createBrand, createSample, createUser, homePageSettings, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { catalogueBasics, insertOrder, requester, sampleForm, uploadImage } from './admin.test-support.js';

let t: TestContext;
let api: ReturnType<typeof requester>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN', name: 'Nurul Admin' });
});
afterAll(() => t.close());

const pageSettings = homePageSettings();

describe('GET /admin/dashboard', () => {
  it('counts what needs attention and lists the lowest stock', async () => {
    await createUser(t.db, { reviewStatus: 'pending', isApproved: false });
    const brand = await createBrand(t.db, { name: 'Low Brand' });
    const low = await createSample(t.db, brand.id, { stock: 0, name: 'Empty One' });
    await createSample(t.db, brand.id, { stock: 4 });
    await createSample(t.db, brand.id, { stock: 5 });
    const buyer = await createUser(t.db);
    await insertOrder(t.db, buyer.id, low.id, { status: 'processing' });
    await t.db.insert(sampleRequests).values({
      userId: buyer.id,
      productName: 'Terrazzo',
      category: 'stone',
      quantityNeeded: 2,
      urgencyLevel: 'high',
    });
    await t.db.insert(contactInquiries).values({ firstName: 'Ali', lastName: 'Bakar', email: 'ali@example.com' });
    const response = await api.get('/admin/dashboard', admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ accountsAwaitingReview: 1, newSampleRequests: 1, newContactInquiries: 1 });
    expect(body.ordersByStatus).toMatchObject({ processing: 1, pending: 0, delivered: 0 });
    expect(body.lowStock).toMatchObject({ threshold: 4, count: 2 });
    expect(body.lowStock.samples[0]).toMatchObject({ name: 'Empty One', stock: 0, brandName: 'Low Brand' });
  });
});

describe('GET /admin/orders', () => {
  it('lists orders with number, buyer, totals and units; filters by status, number, id, e-mail and dates', async () => {
    const brand = await createBrand(t.db);
    const sample = await createSample(t.db, brand.id);
    const buyer = await createUser(t.db, { email: 'siti.orders@example.com', name: 'Siti' });
    const order = await insertOrder(t.db, buyer.id, sample.id, {
      status: 'in-transit',
      isPremium: true,
      totalAmount: 1234,
      number: 'SB-2611-4F1K',
    });
    const list = async (query: string) => (await api.get(`/admin/orders?${query}`, admin.headers)).json();
    const bySearch = await list('search=SITI.ORDERS');
    expect(bySearch.orders).toHaveLength(1);
    expect(bySearch.orders[0]).toMatchObject({
      _id: order.id,
      number: 'SB-2611-4F1K',
      status: 'in-transit',
      buyer: { _id: buyer.id, name: 'Siti', email: 'siti.orders@example.com' },
      totalAmount: 1234,
      itemsCount: 2,
    });
    expect((await list(`search=${order.id.slice(4, 12)}`)).orders.map((o: { _id: string }) => o._id)).toContain(
      order.id,
    );
    // the number as staff type it: any case, without dashes, look-alike letters for digits
    for (const typed of ['SB-2611-4F1K', 'sb-2611-4f1k', 'sb2611 4fik', '#SB-2611-4F1K', '26ll-4f', '4F1K']) {
      const found = (await list(`search=${encodeURIComponent(typed)}`)).orders.map((o: { _id: string }) => o._id);
      expect(found, typed).toEqual([order.id]);
    }
    expect((await list('search=SB-2611-4F1X')).total).toBe(0);
    expect((await list('status=in-transit')).total).toBe(1);
    // days are Malaysian days, as staff read them
    const today = todayInMalaysia();
    expect((await list(`from=${today}&to=${today}&search=siti.orders`)).total).toBe(1);
    expect((await list('to=2000-01-01')).total).toBe(0);
  });
});

describe('inboxes', () => {
  it('lists sample requests and sets their status and note', async () => {
    const requester = await createUser(t.db, { name: 'Requester' });
    const [request] = await t.db
      .insert(sampleRequests)
      .values({ userId: requester.id, productName: 'Cork', category: 'other', quantityNeeded: 1, urgencyLevel: 'low' })
      .returning();
    const listed = (await api.get('/admin/sample-requests?status=new', admin.headers)).json();
    expect(listed.items.find((item: { _id: string }) => item._id === request?.id)).toMatchObject({
      user: { name: 'Requester' },
      status: 'new',
    });
    const updated = await api.put(
      `/admin/sample-requests/${request?.id}`,
      { status: 'in-progress', adminNote: 'Asked the brand' },
      admin.headers,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ status: 'in-progress', adminNote: 'Asked the brand' });
    expect((await api.get('/admin/sample-requests?status=in-progress', admin.headers)).json().total).toBe(1);
  });

  it('lists contact inquiries and sets their status and note', async () => {
    const [inquiry] = await t.db
      .insert(contactInquiries)
      .values({ firstName: 'Mei', lastName: 'Ling', email: 'mei@example.com', comments: 'Hello' })
      .returning();
    const done = await api.put(`/admin/contact-inquiries/${inquiry?.id}`, { status: 'done' }, admin.headers);
    expect(done.json()).toMatchObject({ status: 'done', adminNote: null, email: 'mei@example.com' });
    const noted = await api.put(`/admin/contact-inquiries/${inquiry?.id}`, { adminNote: 'Called back' }, admin.headers);
    expect(noted.json()).toMatchObject({ status: 'done', adminNote: 'Called back' });
    const listed = (await api.get('/admin/contact-inquiries?status=done', admin.headers)).json();
    expect(listed.items.map((item: { _id: string }) => item._id)).toContain(inquiry?.id);
  });
});

describe('content and settings', () => {
  it('replaces the home page content, shown by GET /page-settings at once', async () => {
    const response = await api.put('/admin/page-settings', pageSettings, admin.headers);
    expect(response.statusCode).toBe(200);
    expect((await api.get('/page-settings')).json().hero.title).toBe('Samples, sorted');
    const changed = { ...pageSettings, hero: { ...pageSettings.hero, title: 'New title' } };
    await api.put('/admin/page-settings', changed, admin.headers);
    expect((await api.get('/page-settings')).json().hero.title).toBe('New title');
    expect((await api.put('/admin/page-settings', { ...pageSettings, extra: 1 }, admin.headers)).statusCode).toBe(400);
    expect((await api.put('/admin/page-settings', { hero: pageSettings.hero }, admin.headers)).statusCode).toBe(400);
  });

  it('answers each catalogue image of the home page with its picture, and never keeps one an admin sent', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b98d63' } })
      .jpeg()
      .toBuffer();
    const key = await uploadImage(t, admin.headers, 'hero.jpg', { body: photo, contentType: 'image/jpeg' });
    // a sample's save makes the image's variants (platform/images.ts)
    const refs = await catalogueBasics(t.db);
    const sample = await api.post(
      '/admin/samples',
      sampleForm(refs, { sku: 'HOME-PIC-1', images: [{ key }] }),
      admin.headers,
    );
    expect(sample.statusCode).toBe(201);
    const url = t.storage.publicUrl(key);
    const forged = { src: 'https://elsewhere.example/x.jpg', width: 1, height: 1, sources: [] };
    const saved = await api.put(
      '/admin/page-settings',
      {
        ...pageSettings,
        hero: {
          ...pageSettings.hero,
          images: [
            { url, column: 0, picture: forged },
            { url: '/h.jpg', column: 1 },
          ],
        },
      },
      admin.headers,
    );
    expect(saved.statusCode).toBe(200);
    const stem = key.replace(/\.jpg$/, '');
    const expected = {
      src: t.storage.publicUrl(`${stem}.900w.jpg`),
      width: 900,
      height: 600,
      sources: [
        { type: 'image/avif', srcSet: expect.stringContaining(`${t.storage.publicUrl(`${stem}.480w.avif`)} 480w`) },
        { type: 'image/webp', srcSet: expect.stringContaining(`${t.storage.publicUrl(`${stem}.480w.webp`)} 480w`) },
      ],
    };
    for (const answer of [saved.json(), (await api.get('/page-settings')).json()]) {
      expect(answer.hero.images[0]).toEqual({ url, column: 0, picture: expected });
      expect(answer.hero.images[1]).toEqual({ url: '/h.jpg', column: 1, picture: null });
    }
    const [stored] = await t.db.select().from(pageSettingsTable).where(eq(pageSettingsTable.id, 'home'));
    expect(JSON.stringify(stored?.data)).not.toContain('picture');
  });

  it('makes the picture of a home page image uploaded for it alone, when the page is saved', async () => {
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#6d8b74' } })
      .jpeg()
      .toBuffer();
    const key = await uploadImage(t, admin.headers, 'banner.jpg', { body: photo, contentType: 'image/jpeg' });
    const url = t.storage.publicUrl(key);
    const saved = await api.put(
      '/admin/page-settings',
      { ...pageSettings, hero: { ...pageSettings.hero, images: [{ url, column: 0 }] } },
      admin.headers,
    );
    expect(saved.statusCode).toBe(200);
    const stem = key.replace(/\.jpg$/, '');
    expect(saved.json().hero.images[0].picture).toMatchObject({
      src: t.storage.publicUrl(`${stem}.700w.jpg`),
      width: 700,
      height: 500,
      sources: [{ type: 'image/avif' }, { type: 'image/webp' }],
    });
    const avif = await t.app.inject({ method: 'GET', url: t.storage.publicUrl(`${stem}.480w.avif`) });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('replaces the settings, shown by GET /settings at once, and refuses max below min lead days', async () => {
    const settings = { platformFee: 2.5, deliverySettings: { ...DEFAULT_SETTINGS.deliverySettings, standardFee: 7 } };
    // GET /settings adds the public holidays of the booking window; staff do not keep them
    const shown = {
      ...settings,
      deliverySettings: { ...settings.deliverySettings, holidays: expect.any(Array) },
      invoicing: DEFAULT_SETTINGS.invoicing,
    };
    const response = await api.put('/admin/settings', settings, admin.headers);
    expect(response.statusCode).toBe(200);
    expect((await api.get('/settings')).json()).toEqual(shown);
    const bad = {
      platformFee: 1,
      deliverySettings: { ...DEFAULT_SETTINGS.deliverySettings, minLeadDays: 10, maxLeadDays: 9 },
    };
    const refused = await api.put('/admin/settings', bad, admin.headers);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('maxLeadDays');
    const unknown = { ...settings, deliverySettings: { ...settings.deliverySettings, freeShipping: true } };
    expect((await api.put('/admin/settings', unknown, admin.headers)).statusCode).toBe(400);
    expect((await api.get('/settings')).json()).toEqual(shown);
  });
});

describe('audit log', () => {
  const entriesFor = async (entityId: string) =>
    (await api.get(`/admin/audit-log?entityId=${entityId}`, admin.headers)).json().entries;

  it('keeps before and after of a sample stock edit, with the actor', async () => {
    const refs = await catalogueBasics(t.db);
    const created = (await api.post('/admin/samples', sampleForm(refs, { stock: 10 }), admin.headers)).json();
    const form = sampleForm(refs, { sku: created.sku, stock: 2 });
    await api.put(`/admin/samples/${created._id}`, form, admin.headers);
    const [edit, create] = await entriesFor(created._id);
    expect(edit).toMatchObject({
      action: 'sample.update',
      entityType: 'sample',
      before: { stock: 10 },
      after: { stock: 2 },
      actor: { _id: admin.user.id, name: 'Nurul Admin', email: admin.user.email },
    });
    expect(create).toMatchObject({ action: 'sample.create', before: null });
    expect(JSON.stringify(edit)).not.toContain('searchText');
  });

  it('keeps an approval, with no secret in it', async () => {
    const applicant = await createUser(t.db, { isApproved: false, reviewStatus: 'pending' });
    const response = await api.put(`/users/${applicant.id}`, { isApproved: true }, admin.headers);
    expect(response.statusCode).toBe(200);
    const [entry] = await entriesFor(applicant.id);
    expect(entry).toMatchObject({
      action: 'user.approve',
      entityType: 'user',
      before: { isApproved: false, reviewStatus: 'pending' },
      after: { isApproved: true, reviewStatus: 'approved' },
    });
    const stored = await t.db.select().from(auditLog).where(eq(auditLog.entityId, applicant.id));
    expect(JSON.stringify(stored)).not.toMatch(/passwordHash|tokenVersion/);
  });

  it('keeps an order status change and filters by type and actor, newest first', async () => {
    const brand = await createBrand(t.db);
    const sample = await createSample(t.db, brand.id);
    const buyer = await createUser(t.db);
    const order = await insertOrder(t.db, buyer.id, sample.id);
    const moved = await api.put(`/orders/${order.id}/status`, { status: 'processing' }, admin.headers);
    expect(moved.statusCode).toBe(200);
    const [entry] = await entriesFor(order.id);
    expect(entry).toMatchObject({
      action: 'order.status',
      before: { status: 'pending' },
      after: { status: 'processing' },
    });
    const orders = (await api.get(`/admin/audit-log?entityType=order&actorId=${admin.user.id}`, admin.headers)).json();
    expect(orders.entries.every((e: { entityType: string }) => e.entityType === 'order')).toBe(true);
    const all = (await api.get('/admin/audit-log?limit=100', admin.headers)).json().entries;
    const times = all.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps a user added by an admin, and an admin-created organization', async () => {
    const added = await api.post(
      '/users/admin',
      { name: 'New Staff', email: 'new.staff@example.com', password: 'Correct-Horse-42', role: 'ADMIN' },
      admin.headers,
    );
    expect(added.statusCode).toBe(201);
    const [entry] = await entriesFor(added.json().user._id);
    expect(entry).toMatchObject({ action: 'user.create', after: { email: 'new.staff@example.com', role: 'ADMIN' } });
    const brand = await api.post('/organizations/admin', { name: 'Audit Brand', type: 'BRAND' }, admin.headers);
    expect((await entriesFor(brand.json()._id))[0]).toMatchObject({ action: 'organization.create' });
  });
});
