import { TEXT_MESSAGES } from '@samplebank/contracts/common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleRequests, samples, users } from './db/schema/index.js';
import { createBrand, createCategory, signedInUser } from './test/factories.js';
import { createTestApp, type TestContext } from './test/harness.js';
import { type OpenApiDocument, openApiProbes, type Probe } from './test/openapi-probes.js';

// each probe's second character, after NUL: other C0 controls, DEL and C1 controls, none of them a line break or tab
const OTHER_CONTROL_CHARACTERS = ['\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009b'];

let t: TestContext;
let approved: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let addresses = 0;

beforeAll(async () => {
  t = await createTestApp();
  [approved, admin] = await Promise.all([
    signedInUser(t.db, t.tokens),
    signedInUser(t.db, t.tokens, { role: 'ADMIN' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

// every call from its own address, so the per-address limits of the public forms never answer first
function nextAddress() {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function send(method: string, url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: method as 'GET',
    url,
    payload: options.payload as object | undefined,
    headers: options.headers,
    remoteAddress: nextAddress(),
  });
}

/** How many rows each table holds, but the rate-limit counters every request moves. */
async function rowCounts() {
  const tables = await t.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_counters'
    order by table_name`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = await t.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    counts[table] = Number(result.rows[0]?.count);
  }
  return counts;
}

/** What is wrong with an answer to bad text, or undefined when it is the answer expected. */
function problemWith(probe: Probe, caller: string, response: Awaited<ReturnType<typeof send>>): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body}`;
  let body: { message?: unknown; fields?: Record<string, string> };
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} without JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof body.message !== 'string' || !body.message) return `answered ${response.statusCode} without a message`;
  // an administrator passes every guard, so the field itself must answer; others may meet a guard first
  const allowed = caller === 'admin' ? [400] : [400, 401, 403, 404];
  if (!allowed.includes(response.statusCode)) return `answered ${response.statusCode}: ${response.body}`;
  if (response.statusCode !== 400) return undefined;
  const said = body.fields?.[probe.field];
  if (!said) return `400 without fields.${probe.field}: ${response.body}`;
  if (probe.message && said !== probe.message) return `fields.${probe.field} says "${said}"`;
  return undefined;
}

describe('bad characters in every string of the OpenAPI document', () => {
  it('answer 400 naming the field, never 5xx, for a visitor, an approved user and an admin', async () => {
    const probes = openApiProbes(t.app.swagger() as unknown as OpenApiDocument);
    // the document must have been read: bodies, queries and paths of some ninety operations
    expect(probes.length).toBeGreaterThan(200);
    expect(new Set(probes.map((probe) => `${probe.method} ${probe.route}`)).size).toBeGreaterThan(50);
    const callers = { visitor: {}, approved: approved.headers, admin: admin.headers };
    const before = await rowCounts();

    const failures: string[] = [];
    for (const [index, probe] of probes.entries()) {
      const other = OTHER_CONTROL_CHARACTERS[index % OTHER_CONTROL_CHARACTERS.length]!;
      for (const character of ['\u0000', other]) {
        const { url, payload } = probe.request(`Probe${character}text`);
        for (const [caller, headers] of Object.entries(callers)) {
          const response = await send(probe.method, url, { payload, headers });
          const problem = problemWith(probe, caller, response);
          const code = character.charCodeAt(0).toString(16).padStart(4, '0');
          if (problem)
            failures.push(`${probe.method} ${probe.route} ${probe.field} U+${code} as ${caller}: ${problem}`);
        }
      }
    }

    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 180_000);
});

describe('bad characters where people type', () => {
  it.each([
    ['search', '?search=oak%00veneer', 'search'],
    ['the filters JSON', `?filters=${encodeURIComponent(JSON.stringify({ color: 'Oak\u0000' }))}`, 'filters.color'],
    ['the filters text itself', '?filters=%7B%7D%00', 'filters'],
    [
      'an escape sequence in filters',
      `?filters=${encodeURIComponent(JSON.stringify({ usage: 'Home\u001b[31m' }))}`,
      'filters.usage',
    ],
  ])('the catalogue refuses NUL or an escape in %s with a field message', async (_, query, field) => {
    const response = await send('GET', `/api/samples${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^[A-Z][a-z ]+ contains characters that are not allowed$/),
      fields: { [field]: TEXT_MESSAGES.notAllowed },
    });
  });

  it('refuses a registration whose name holds NUL, and creates no account', async () => {
    const email = `nul-name-${Date.now()}@example.com`;
    const response = await send('POST', '/api/auth/register', {
      payload: { email, password: 'Sup3r-secret', name: 'Aisyah\u0000Rahman' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: TEXT_MESSAGES.notAllowed });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a board name holding NUL and keeps the old name', async () => {
    const created = await send('POST', '/api/projects', {
      headers: approved.headers,
      payload: { name: 'Villa', projectType: 'Residential', projectValue: 100, boards: [{ name: 'Kitchen' }] },
    });
    expect(created.statusCode).toBe(201);
    const project = created.json();
    const boardUrl = `/api/projects/${project._id}/boards/${project.boards[0]._id}`;

    const renamed = await send('PUT', boardUrl, { headers: approved.headers, payload: { name: 'Kit\u0000chen' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ name: TEXT_MESSAGES.notAllowed });
    const board = await send('GET', `/api/projects/board/${project.boards[0]._id}`, { headers: approved.headers });
    expect(board.json().name).toBe('Kitchen');
  });

  it('refuses a specification whose name or value holds a control character, and adds no sample', async () => {
    const [brand, category] = await Promise.all([createBrand(t.db), createCategory(t.db)]);
    const sample = (specifications: Record<string, string>) => ({
      name: 'Oak veneer',
      manufacturerId: brand.id,
      categoryId: category.id,
      price: 12,
      stock: 3,
      sku: `OAK-${Date.now()}`,
      logistic: { deliveryTime: 7 },
      specifications: { material: 'Timber', ...specifications },
    });
    const before = await t.db.select({ id: samples.id }).from(samples);

    const badValue = await send('POST', '/api/admin/samples', {
      headers: admin.headers,
      payload: sample({ finish: 'Matt\u0000' }),
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().fields).toEqual({ 'specifications.finish': TEXT_MESSAGES.notAllowed });

    const badName = await send('POST', '/api/admin/samples', {
      headers: admin.headers,
      payload: sample({ 'fin\u0007ish': 'Matt' }),
    });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().fields).toEqual({ specifications: TEXT_MESSAGES.notAllowedInName });
    expect(await t.db.select({ id: samples.id }).from(samples)).toEqual(before);
  });

  it('refuses half of an emoji (a lone surrogate), which the database would store as a replacement character', async () => {
    const response = await send('POST', '/api/samples/request', {
      headers: approved.headers,
      payload: { productName: 'Oak \ud83d', category: 'wood', quantityNeeded: 1, urgencyLevel: 'low' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ productName: TEXT_MESSAGES.notAllowed });
  });

  it('keeps tabs and line breaks of a textarea, and refuses a tab in a one-line field', async () => {
    const description = 'Finish: matt\n\tThickness: 12 mm\r\nFor the kitchen';
    const request = { category: 'wood', quantityNeeded: 1, urgencyLevel: 'low', description };
    const accepted = await send('POST', '/api/samples/request', {
      headers: approved.headers,
      payload: { ...request, productName: 'Oak veneer' },
    });
    expect(accepted.statusCode).toBe(201);
    const [stored] = await t.db
      .select({ description: sampleRequests.description })
      .from(sampleRequests)
      .where(eq(sampleRequests.id, accepted.json().sampleRequest._id));
    expect(stored?.description).toBe(description);

    const refused = await send('POST', '/api/samples/request', {
      headers: approved.headers,
      payload: { ...request, productName: 'Oak\tveneer' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ productName: TEXT_MESSAGES.notAllowed });
  });
});
