import { randomBytes, randomUUID } from 'node:crypto';
import { PRESENTATIONS_PER_HOUR } from '@samplebank/contracts/board-presentation';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardDecisions, boardShareLinks, sampleCertifications } from '../../db/schema/index.js';
import { createSample } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { drawnText } from '../../test/pdf-text.js';
import { type ActorName, createWorld, headersOf, type World } from '../projects/projects.fixtures.js';
import { presentationFileName } from './board-presentation.service.js';
import { presentationPdf } from './presentation-pdf.js';

let t: TestContext;
let world: World;
let boardId: string;
let samples: Array<{ id: string; name: string; sku: string }>;
const BOARD_NAME = 'Lounge / "Batik" suite';
const CERTIFICATE = 'GBI-2026-0042';

beforeAll(async () => {
  t = await createTestApp();
  world = await createWorld(t);
  // the world's board "Living", where editor and viewer are members, renamed with characters a file name refuses
  boardId = world.board._id;
  const renamed = await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${world.project._id}/boards/${boardId}`,
    headers: world.owner.headers,
    payload: { name: BOARD_NAME },
  });
  expect(renamed.statusCode).toBe(200);
  // a WebP picture in the store, as an upload keeps it: the PDF gets it converted
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a05030' } })
    .webp()
    .toBuffer();
  await t.storage.put('catalogue/test/presentation-teak.webp', picture, 'image/webp');
  samples = [
    await createSample(t.db, world.brand.id, {
      name: 'Teak Parquet',
      images: [{ key: 'catalogue/test/presentation-teak.webp', url: '' }],
      fireBs476: 'class-1',
      slipRating: 'R10',
      vocLevel: 'a-plus',
      recycledPercent: 30,
      madeInMalaysia: true,
      leadTimeDays: 14,
    }),
    await createSample(t.db, world.brand.id, { name: 'Rattan Weave' }),
  ];
  // the board already holds the world's Oak sample: three in all
  for (const sample of samples) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${world.project._id}/boards/${boardId}/samples`,
      headers: world.owner.headers,
      payload: { sampleId: sample.id },
    });
    expect(added.statusCode).toBe(201);
  }
  await t.db
    .insert(sampleCertifications)
    .values({ sampleId: samples[0]!.id, scheme: 'gbi', certificateNumber: CERTIFICATE, expiresOn: '2030-06-30' });
  // the client's decisions go through a share link: an older rejection, then the approval that stands
  const [link] = await t.db
    .insert(boardShareLinks)
    .values({
      boardId,
      createdBy: world.owner.user.id,
      clientName: 'Puan Aisyah',
      tokenHash: randomBytes(16).toString('hex'),
    })
    .returning();
  await t.db.insert(boardDecisions).values([
    {
      boardId,
      sampleId: samples[0]!.id,
      linkId: link!.id,
      decision: 'rejected',
      comment: 'Too dark',
      decidedBy: 'Puan Aisyah',
      createdAt: new Date(Date.now() - 60_000),
    },
    {
      boardId,
      sampleId: samples[0]!.id,
      linkId: link!.id,
      decision: 'approved',
      comment: 'Lovely grain',
      decidedBy: 'Puan Aisyah',
    },
  ]);
});
afterAll(() => t.close());

const presentationUrl = (projectId: string, board: string) =>
  `/api/projects/${projectId}/boards/${board}/presentation.pdf`;

function download(actor: ActorName, { board = boardId, language }: { board?: string; language?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: presentationUrl(world.project._id, board),
    headers: { ...headersOf(world, actor), ...(language ? { 'accept-language': language } : {}) },
  });
}

describe('GET /api/projects/{id}/boards/{boardId}/presentation.pdf', () => {
  it("gives the owner a cover and a page per sample, with the samples' facts and the client's latest decision", async () => {
    const response = await download('owner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment; filename="Lounge - -Batik- suite.pdf"');
    expect(response.headers['cache-control']).toContain('no-store');
    const bytes = response.rawPayload;
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(4);
    const [width, height] = [pdf.getPage(1).getWidth(), pdf.getPage(1).getHeight()];
    expect(width).toBeGreaterThan(height);
    const text = drawnText(bytes);
    for (const expected of [
      BOARD_NAME,
      world.project.name,
      '3 samples',
      'Samplebank',
      'Teak Parquet',
      'Rattan Weave',
      world.onBoard.name,
      world.brand.name,
      samples[0]!.sku,
      `No. ${CERTIFICATE}`,
      'GBI (Green Building Index)',
      'Class 1',
      'R10',
      'A+ (very low emissions)',
      '30%',
      '14 days',
      'Approved',
      '“Lovely grain”',
      '— Puan Aisyah, ',
      'Puan Aisyah',
      'Awaiting the client’s decision',
      'Page 4 of 4',
    ])
      expect(text).toContain(expected);
    // the older decision is history, not where the sample stands
    expect(text).not.toContain('Rejected');
    expect(text).not.toContain('Too dark');
    // the WebP picture was converted and embedded
    expect(bytes.toString('latin1')).toContain('/DCTDecode');
  });

  it("writes the presentation in the requester's language", async () => {
    const response = await download('owner', { language: 'ms' });
    expect(response.statusCode).toBe(200);
    const text = drawnText(response.rawPayload);
    for (const expected of [
      '3 sampel',
      'Diluluskan',
      'PENSIJILAN',
      'SPESIFIKASI UTAMA',
      'Jenama',
      'Halaman 2 daripada 4',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Approved');
  });

  it.each(['editor', 'viewer', 'admin'] as const)('lets the %s download it', async (actor) => {
    const response = await download(actor);
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(4);
  });

  it.each(['stranger', 'invitee'] as const)('answers the %s 404, as if the board did not exist', async (actor) => {
    const response = await download(actor);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Board not found');
  });

  it('asks who is calling when no one signs in', async () => {
    expect((await download('anonymous')).statusCode).toBe(401);
  });

  it('refuses ids that are not ids, and a board of another project', async () => {
    for (const url of [presentationUrl('not-an-id', boardId), presentationUrl(world.project._id, 'nope')]) {
      const response = await t.app.inject({ method: 'GET', url, headers: world.owner.headers });
      expect(response.statusCode).toBe(400);
    }
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: presentationUrl(randomUUID(), boardId),
      headers: world.owner.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('gives a board with no samples its cover alone, saying so', async () => {
    // Kitchen: the world's second board, empty
    const response = await download('owner', { board: world.otherBoard._id });
    expect(response.statusCode).toBe(200);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
    const text = drawnText(response.rawPayload);
    expect(text).toContain('Kitchen');
    expect(text).toContain('This board has no samples yet.');
    expect(response.headers['content-disposition']).toContain('filename="Kitchen.pdf"');
  });

  it('limits how many presentations a member makes in an hour, in their language', async () => {
    // `extra`, a viewer no other test downloads as, so the count is this test's own
    const call = () =>
      t.app.inject({
        method: 'GET',
        url: presentationUrl(world.project._id, boardId),
        headers: { ...world.extra.headers, 'accept-language': 'ms' },
      });
    for (let made = 0; made < PRESENTATIONS_PER_HOUR; made++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Anda telah membuat banyak pembentangan dalam sejam yang lalu\. Sila cuba lagi/,
    );
  });
});

describe('presentationPdf', () => {
  const sample = {
    name: 'Nyatoh Plank',
    brandName: 'Kayu Jati',
    sku: 'KJ-001',
    material: null,
    colorLabel: null,
    colorHex: null,
    fireBs476: null,
    fireEuroclass: null,
    slipRating: null,
    slipPtv: null,
    vocLevel: null,
    recycledPercent: null,
    madeInMalaysia: false,
    leadTimeDays: null,
    certificates: [],
    decision: null,
    picture: null,
  };

  it('says on the cover when the board holds more samples than it shows', async () => {
    const bytes = await presentationPdf({
      projectName: 'Rumah Bangsar',
      boardName: 'Dapur',
      locale: 'en',
      madeAt: new Date('2026-11-29T04:00:00Z'),
      totalSamples: 150,
      samples: [sample, { ...sample, name: 'Meranti Plank' }],
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    const text = drawnText(Buffer.from(bytes));
    expect(text).toContain("This presentation shows the first 2 of the board's 150 samples.");
    expect(text).toContain('29 November 2026');
    expect(text).toContain('None published by the brand.');
  });

  it('draws letters its font lacks as "?" rather than failing', async () => {
    const bytes = await presentationPdf({
      projectName: '项目',
      boardName: 'Board ✓',
      locale: 'ms',
      madeAt: new Date(),
      totalSamples: 1,
      samples: [{ ...sample, name: 'Jubin 瓷砖' }],
    });
    expect(drawnText(Buffer.from(bytes))).toContain('Jubin ??');
  });
});

describe('presentationFileName', () => {
  it('keeps the board’s name, less what a file system refuses', () => {
    expect(presentationFileName('Living')).toBe('Living.pdf');
    expect(presentationFileName('a/b\\c:"d"')).toBe('a-b-c-d-.pdf');
    expect(presentationFileName('...')).toBe('board.pdf');
    expect(presentationFileName('Ruang tamu — Aisyah')).toBe('Ruang tamu — Aisyah.pdf');
  });
});
