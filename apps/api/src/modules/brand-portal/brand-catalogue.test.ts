import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@samplebank/contracts/admin-common';
import { BRAND_CATALOGUE_MESSAGES } from '@samplebank/contracts/brand-catalogue';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  boardMembers,
  boardSamples,
  boards,
  mailOutbox,
  projectMembers,
  projects,
  sampleListing,
  samples,
  stockAlerts,
  wishlistItems,
} from '../../db/schema/index.js';
import { createCategory, createSample, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { startSmtpServer } from '../../test/smtp.js';
import { type Headers, requester, sampleForm, uploadImage } from '../admin/admin.test-support.js';
import { brandWorld } from './brand-portal.test-support.js';
import { sendStockAlerts } from './stock-alerts.job.js';

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: ReturnType<typeof requester>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  api = requester(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The portal's people (`brandWorld`) and a category for their samples. */
async function world() {
  const people = await brandWorld(t);
  const category = await createCategory(t.db);
  return { ...people, category, refs: { brand: people.brand, category } };
}
type World = Awaited<ReturnType<typeof world>>;

const listed = async (id: string) => (await t.db.select().from(sampleListing).where(eq(sampleListing.id, id))).length;

describe('who may keep a brand’s shelf', () => {
  it('lets its owner, its editors and staff read and write it; refuses other brands, members and visitors', async () => {
    const w = await world();
    const sample = await createSample(t.db, w.brand.id, { categoryId: w.category.id });
    const otherSample = await createSample(t.db, w.otherBrand.id);
    const base = `/brand-portal/${w.brand.id}`;
    // every endpoint, as each caller: the status it answers
    const calls = (who: Headers) => [
      api.get(`${base}/samples`, who),
      api.get(`${base}/samples/${sample.id}`, who),
      api.get(`${base}/samples.csv`, who),
      api.get(`${base}/stock-alert`, who),
      api.put(`${base}/stock-alert`, { threshold: 5 }, who),
      api.put(`${base}/stock`, { changes: [{ sampleId: sample.id, stock: 20, previous: 20 }] }, who),
      api.post(`${base}/samples/import`, { csv: 'name,sku\n', dryRun: true }, who),
    ];
    for (const [who, expected] of [
      [w.owner.headers, [200, 200, 200, 200, 200, 200, 400]],
      [w.editor.headers, [200, 200, 200, 200, 200, 200, 400]],
      [w.admin.headers, [200, 200, 200, 200, 200, 200, 400]],
      [w.otherOwner.headers, [403, 403, 403, 403, 403, 403, 403]],
      [w.member.headers, [403, 403, 403, 403, 403, 403, 403]],
      [{}, [401, 401, 401, 401, 401, 401, 401]],
    ] as const) {
      const statuses = [];
      for (const call of calls(who)) statuses.push((await call).statusCode);
      expect(statuses).toEqual(expected);
    }
    // a sample of another brand is not found through this one's portal, whatever is asked of it
    const across = `${base}/samples/${otherSample.id}`;
    expect((await api.get(across, w.owner.headers)).statusCode).toBe(404);
    expect((await api.put(across, sampleForm(w.refs), w.owner.headers)).statusCode).toBe(404);
    expect((await api.put(`${across}/status`, { status: 'draft' }, w.owner.headers)).statusCode).toBe(404);
    expect((await api.del(across, w.owner.headers)).statusCode).toBe(404);
    expect((await t.db.select().from(samples).where(eq(samples.id, otherSample.id)))[0]?.status).toBe('published');
  });

  it('lists only the brand’s own samples, drafts included, filtered by status', async () => {
    const w = await world();
    await createSample(t.db, w.brand.id, { name: 'Ours published' });
    await createSample(t.db, w.brand.id, { name: 'Ours draft', status: 'draft' });
    await createSample(t.db, w.otherBrand.id, { name: 'Theirs' });
    const all = (await api.get(`/brand-portal/${w.brand.id}/samples?sort=name_asc`, w.editor.headers)).json();
    expect(all.samples.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['Ours draft', 'draft'],
      ['Ours published', 'published'],
    ]);
    const drafts = (await api.get(`/brand-portal/${w.brand.id}/samples?status=draft`, w.editor.headers)).json();
    expect(drafts.total).toBe(1);
    // a brand asking for another's samples through the query still gets its own
    const sneaky = await api.get(`/brand-portal/${w.brand.id}/samples?brand=${w.otherBrand.id}`, w.editor.headers);
    expect(sneaky.json().samples.every((s: { manufacturer: { _id: string } }) => s.manufacturer._id === w.brand.id));
  });
});

describe('a brand’s samples from draft to published to discontinued', () => {
  it('saves a draft, publishes it once it has what it needs, and audits each step under the member’s name', async () => {
    const w = await world();
    const base = `/brand-portal/${w.brand.id}/samples`;
    const created = await api.post(
      base,
      sampleForm(w.refs, { status: 'draft', description: null, images: [] }),
      w.editor.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json();
    expect(draft.status).toBe('draft');
    expect(draft.publishProblems).toEqual(['image', 'description']);
    expect(await listed(draft._id)).toBe(0);
    expect((await api.get(`/samples/${draft._id}`)).statusCode).toBe(404);

    const refused = await api.put(`${base}/${draft._id}/status`, { status: 'published' }, w.editor.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: ADMIN_MESSAGES.cannotPublish,
      fields: { images: ADMIN_MESSAGES.needsImage, description: ADMIN_MESSAGES.needsDescription },
    });

    // the editor's own upload is usable for the brand's sample
    const key = await uploadImage(t, w.editor.headers, 'oak.png');
    const saved = await api.put(
      `${base}/${draft._id}`,
      sampleForm(w.refs, { sku: draft.sku, images: [{ key }] }),
      w.editor.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'draft', publishProblems: [] });
    const published = await api.put(`${base}/${draft._id}/status`, { status: 'published' }, w.editor.headers);
    expect(published.json().status).toBe('published');
    expect(await listed(draft._id)).toBe(1);
    expect((await api.get(`/samples/${draft._id}`)).statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, draft._id));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual(
      expect.arrayContaining([
        ['sample.create', w.editor.user.id],
        ['sample.update', w.editor.user.id],
        ['sample.status', w.editor.user.id],
      ]),
    );
  });

  it('refuses a sample for another brand, and another person’s upload, with a clear 400', async () => {
    const w = await world();
    const base = `/brand-portal/${w.brand.id}/samples`;
    const elsewhere = await api.post(base, sampleForm({ ...w.refs, brand: w.otherBrand }), w.owner.headers);
    expect(elsewhere.statusCode).toBe(400);
    const strangersKey = await uploadImage(t, w.member.headers, 'theirs.png');
    const stolen = await api.post(base, sampleForm(w.refs, { images: [{ key: strangersKey }] }), w.owner.headers);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toContain(ADMIN_MESSAGES.imageNotUploaded);
    expect(await t.db.select().from(samples).where(eq(samples.manufacturerId, w.otherBrand.id))).toEqual([]);
  });

  it('discontinues a sample: off the listing and carts, kept and marked on boards and wishlists, keepers told once', async () => {
    const w = await world();
    const sample = await createSample(t.db, w.brand.id, { name: 'Teak Herringbone', categoryId: w.category.id });
    const fan = await signedInUser(t.db, t.tokens, { name: 'Farah Fan' });
    await t.db.insert(wishlistItems).values({ userId: fan.user.id, sampleId: sample.id });
    const [project] = await t.db
      .insert(projects)
      .values({ ownerId: fan.user.id, name: 'Villa', projectType: 'Residential', projectValue: 1000 })
      .returning();
    const [board] = await t.db.insert(boards).values({ projectId: project!.id, name: 'Floors' }).returning();
    const teammate = await signedInUser(t.db, t.tokens, { name: 'Tan Teammate' });
    await t.db.insert(boardMembers).values([
      { boardId: board!.id, userId: fan.user.id, role: 'owner' },
      { boardId: board!.id, userId: teammate.user.id, role: 'viewer' },
    ]);
    await t.db.insert(boardSamples).values({ boardId: board!.id, sampleId: sample.id });
    // someone who shares the whole project keeps its boards' samples too
    const client = await signedInUser(t.db, t.tokens, { name: 'Chong Client' });
    await t.db.insert(projectMembers).values({ projectId: project!.id, userId: client.user.id, role: 'viewer' });

    const url = `/brand-portal/${w.brand.id}/samples/${sample.id}/status`;
    const response = await api.put(url, { status: 'discontinued' }, w.owner.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(await listed(sample.id)).toBe(0);
    // its page stays, marked; it cannot be bought or newly kept
    expect((await api.get(`/samples/${sample.id}`)).json().status).toBe('discontinued');
    const wishlist = (await api.get('/users/my-wishlist', fan.headers)).json();
    expect(wishlist.samples.find((s: { _id: string }) => s._id === sample.id)?.status).toBe('discontinued');
    const buyer = await signedInUser(t.db, t.tokens);
    expect((await api.post('/users/my-wishlist', { id: sample.id }, buyer.headers)).statusCode).toBe(409);

    const fanMail = await smtp.mailTo(fan.user.email);
    expect(fanMail.subject).toBe('A sample you saved is no longer available');
    expect(fanMail.text).toContain('no longer offers "Teak Herringbone"');
    await smtp.mailTo(teammate.user.email);
    await smtp.mailTo(client.user.email);
    // back on sale and discontinued again within the month: nobody is told twice
    await api.put(url, { status: 'published' }, w.owner.headers);
    await api.put(url, { status: 'discontinued' }, w.owner.headers);
    const told = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, `sample-discontinued:${sample.id}`));
    expect(told).toHaveLength(3);
  });

  it('never discontinues a draft, refuses the same status twice, and deletes only what nobody keeps', async () => {
    const w = await world();
    const draft = await createSample(t.db, w.brand.id, { status: 'draft' });
    const base = `/brand-portal/${w.brand.id}/samples/${draft.id}`;
    const discontinue = await api.put(`${base}/status`, { status: 'discontinued' }, w.owner.headers);
    expect(discontinue.statusCode).toBe(409);
    expect(discontinue.json().message).toBe(ADMIN_MESSAGES.draftNotDiscontinued);
    expect((await api.put(`${base}/status`, { status: 'draft' }, w.owner.headers)).statusCode).toBe(409);
    expect((await api.put(`${base}/status`, { status: 'gone' }, w.owner.headers)).statusCode).toBe(400);
    expect((await api.del(base, w.editor.headers)).statusCode).toBe(200);
  });
});

describe('bulk stock', () => {
  it('sets many samples at once and refuses, whole, a change over stock that moved since it was read', async () => {
    const w = await world();
    const a = await createSample(t.db, w.brand.id, { stock: 10 });
    const b = await createSample(t.db, w.brand.id, { stock: 3 });
    const url = `/brand-portal/${w.brand.id}/stock`;
    const ok = await api.put(
      url,
      {
        changes: [
          { sampleId: a.id, stock: 12, previous: 10 },
          { sampleId: b.id, stock: 0, previous: 3 },
        ],
      },
      w.editor.headers,
    );
    expect(ok.json()).toEqual({ message: BRAND_CATALOGUE_MESSAGES.stockUpdated, updated: 2 });
    const stale = await api.put(
      url,
      {
        changes: [
          { sampleId: a.id, stock: 15, previous: 10 },
          { sampleId: b.id, stock: 4, previous: 0 },
        ],
      },
      w.owner.headers,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: BRAND_CATALOGUE_MESSAGES.stockChanged,
      conflicts: [{ sampleId: a.id, stock: 12 }],
    });
    const rows = await t.db.select({ id: samples.id, stock: samples.stock }).from(samples);
    expect(rows.find((row) => row.id === b.id)?.stock).toBe(0);
  });

  it('never loses one of two editors’ changes to the same stock made at once', async () => {
    const w = await world();
    const sample = await createSample(t.db, w.brand.id, { stock: 10 });
    const url = `/brand-portal/${w.brand.id}/stock`;
    const [first, second] = await Promise.all([
      api.put(url, { changes: [{ sampleId: sample.id, stock: 15, previous: 10 }] }, w.owner.headers),
      api.put(url, { changes: [{ sampleId: sample.id, stock: 8, previous: 10 }] }, w.editor.headers),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? 15 : 8;
    const loser = first.statusCode === 200 ? second : first;
    // the one refused is told the stock its colleague set, so nothing changes unseen
    expect(loser.json().conflicts).toEqual([{ sampleId: sample.id, name: sample.name, stock: winner }]);
    const [row] = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, sample.id));
    expect(row?.stock).toBe(winner);
  });

  it('refuses bad input and another brand’s sample, writing nothing', async () => {
    const w = await world();
    const ours = await createSample(t.db, w.brand.id, { stock: 5 });
    const theirs = await createSample(t.db, w.otherBrand.id, { stock: 5 });
    const url = `/brand-portal/${w.brand.id}/stock`;
    for (const body of [
      { changes: [] },
      { changes: [{ sampleId: ours.id, stock: -1, previous: 5 }] },
      { changes: [{ sampleId: ours.id, stock: 1.5, previous: 5 }] },
      { changes: [{ sampleId: 'nope', stock: 1, previous: 5 }] },
      {
        changes: [
          { sampleId: ours.id, stock: 1, previous: 5 },
          { sampleId: ours.id, stock: 2, previous: 5 },
        ],
      },
    ]) {
      expect((await api.put(url, body, w.owner.headers)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const across = await api.put(
      url,
      {
        changes: [
          { sampleId: ours.id, stock: 1, previous: 5 },
          { sampleId: theirs.id, stock: 1, previous: 5 },
        ],
      },
      w.owner.headers,
    );
    expect(across.statusCode).toBe(404);
    const rows = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, ours.id));
    expect(rows[0]?.stock).toBe(5);
  });
});

describe('export and import', () => {
  it('exports the brand’s catalogue in the import’s columns, and the file imports back changing nothing', async () => {
    const w = await world();
    const category = await createCategory(t.db, { slug: `oak-${randomUUID().slice(0, 6)}` });
    await api.post(
      `/brand-portal/${w.brand.id}/samples`,
      sampleForm(
        { ...w.refs, category },
        { certifications: [{ scheme: 'gbi', certificateNumber: 'GBI-1', expiresOn: null }] },
      ),
      w.owner.headers,
    );
    await createSample(t.db, w.otherBrand.id, { name: 'Not ours' });
    const exported = await api.get(`/brand-portal/${w.brand.id}/samples.csv`, w.editor.headers);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).not.toContain('Not ours');
    expect(exported.body.split('\n')[0]).toContain('name,sku,price,stock,category');
    expect(exported.body).toContain(category.slug);
    expect(exported.body).toContain('gbi:GBI-1:');
    const preview = await api.post(
      `/brand-portal/${w.brand.id}/samples/import`,
      { csv: exported.body, dryRun: true },
      w.editor.headers,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]).toMatchObject({ action: 'update', changes: [] });
  });

  it('imports into its own brand only: another brand’s SKU is refused', async () => {
    const w = await world();
    const theirs = await createSample(t.db, w.otherBrand.id);
    const csv = [
      'name,sku,price,stock,category,material,deliveryTime',
      `Copy,${theirs.sku},9.00,3,${w.category.slug},Oak,5`,
    ].join('\n');
    const response = await api.post(
      `/brand-portal/${w.brand.id}/samples/import`,
      { csv, dryRun: false },
      w.owner.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(ADMIN_MESSAGES.skuOfAnotherBrand);
  });
});

describe('the low-stock alert', () => {
  it('e-mails the brand’s people once when a sample falls to the threshold, and again only after it recovered', async () => {
    const w = await world();
    const sample = await createSample(t.db, w.brand.id, { name: 'Rattan Weave', stock: 10 });
    const setting = await api.put(`/brand-portal/${w.brand.id}/stock-alert`, { threshold: 3 }, w.editor.headers);
    expect(setting.json()).toEqual({ threshold: 3 });
    expect(
      (await api.put(`/brand-portal/${w.brand.id}/stock-alert`, { threshold: -1 }, w.editor.headers)).statusCode,
    ).toBe(400);
    const mailsTo = async (email: string) =>
      (
        await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'stock-alert')))
      ).length;

    await sendStockAlerts(t.app.context);
    expect(await mailsTo(w.owner.user.email)).toBe(0);
    await t.db.update(samples).set({ stock: 2 }).where(eq(samples.id, sample.id));
    await sendStockAlerts(t.app.context);
    await sendStockAlerts(t.app.context);
    expect(await mailsTo(w.owner.user.email)).toBe(1);
    expect(await mailsTo(w.editor.user.email)).toBe(1);
    const mail = await smtp.mailTo(w.owner.user.email, (received) => received.subject.startsWith('Low stock'));
    expect(mail.text).toContain(`Rattan Weave (${sample.sku}): 2 left`);
    // the low filter of the portal's list follows the brand's threshold
    const low = (await api.get(`/brand-portal/${w.brand.id}/samples?stock=low`, w.owner.headers)).json();
    expect(low.samples.map((s: { _id: string }) => s._id)).toEqual([sample.id]);

    await t.db.update(samples).set({ stock: 9 }).where(eq(samples.id, sample.id));
    await sendStockAlerts(t.app.context);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.sampleId, sample.id))).toEqual([]);
    await t.db.update(samples).set({ stock: 1 }).where(eq(samples.id, sample.id));
    await sendStockAlerts(t.app.context);
    expect(await mailsTo(w.owner.user.email)).toBe(2);
  });
});

export type { World };
