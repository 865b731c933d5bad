import { randomUUID } from 'node:crypto';
import type { TCertificationScheme } from '@samplebank/contracts/material-specs';
import { SAMPLE_DOCUMENT_FILE_TYPES } from '@samplebank/contracts/sample-documents';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import {
  organizations,
  type SampleImage,
  sampleCategories,
  sampleCertifications,
  sampleDocuments,
  samples,
  settings,
} from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage.js';
import { chunks } from './seed-utils.js';

// The demo catalogue's technical data sheets (issue 17): one real PDF per sample, drawn with pdf-lib from what the
// sample's row holds, stored like an uploaded document. Only the demo seed makes them (seedDemo, once per database);
// the bench's large catalogues (scripts/bench.ts, scripts/seed.ts) call seedCatalogue alone and get none (ADR 0018).

const MARKER = 'seed.data-sheets';
const TITLE = 'Technical data sheet';
const BATCH = 100;

type SheetSample = typeof samples.$inferSelect & { brandName: string; categoryName: string | null };
type Certificate = { scheme: string; certificateNumber: string; expiresOn: string | null };

/** The certification schemes as their owners write them. */
const SCHEME_NAMES: Record<TCertificationScheme, string> = {
  gbi: 'Green Building Index (GBI)',
  myhijau: 'MyHIJAU',
  'sirim-qas': 'SIRIM QAS',
  'sg-green-label': 'Singapore Green Label',
  fsc: 'FSC',
  greenguard: 'GREENGUARD',
  'cradle-to-cradle': 'Cradle to Cradle Certified',
  declare: 'Declare',
  epd: 'Environmental Product Declaration (EPD)',
};
const VOC_NAMES: Record<string, string> = { 'a-plus': 'A+', a: 'A', b: 'B', c: 'C' };
/** The brand's own keys spelt out ("shipsFrom": "Ships from"). */
const spelt = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const KEY_NAMES: Record<string, string> = { deliveryTime: 'Sample delivery', shipsFrom: 'Ships from' };

const INK = rgb(0.09, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.48);
const LINE = rgb(0.86, 0.87, 0.89);
const BAND = rgb(0.09, 0.1, 0.12);
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
/** Where the footer's lines end: nothing else is drawn below. */
const FOOTER_TOP = 56;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Text the standard fonts can draw: a character outside their Windows-1252 set becomes "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((character) => (known.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** Breaks text into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

const hexColour = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
};

/** Draws the page top to bottom, a cursor `y` going down. */
class Sheet {
  y = PAGE.height - PAGE.margin;
  page: PDFPage;
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  /**
   * Room for `height` more points above the footer, on a page of its own if this one is full: the demo's sheets fit
   * one page, and a sample with many specifications and certificates still shows them all.
   */
  room(height: number) {
    if (this.y - height >= FOOTER_TOP) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, { x = PAGE.margin, size = 10, bold = false, color = INK, width = 499 } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(font, size, text, width)) {
      this.page.drawText(line, { x, y: this.y - size, size, font, color });
      this.y -= size * 1.35;
    }
  }

  heading(text: string) {
    this.room(60);
    this.y -= 14;
    this.text(text.toUpperCase(), { size: 8.5, bold: true, color: MUTED });
    this.y -= 2;
    this.rule();
  }

  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
  }

  /** Label and value rows, two pairs a line, each value wrapped in its half. */
  rows(entries: Array<[string, string]>) {
    const half = (PAGE.width - 2 * PAGE.margin) / 2;
    for (let index = 0; index < entries.length; index += 2) {
      this.room(30);
      const top = this.y;
      let lowest = top;
      for (const [column, entry] of [entries[index], entries[index + 1]].entries()) {
        if (!entry) continue;
        const x = PAGE.margin + column * half;
        this.y = top - 5;
        this.text(entry[0], { x, size: 8.5, color: MUTED, width: 100 });
        const labelBottom = this.y;
        this.y = top - 5;
        this.text(entry[1], { x: x + 104, size: 9.5, width: half - 112 });
        lowest = Math.min(lowest, labelBottom, this.y);
      }
      this.y = lowest - 3;
      this.rule();
    }
  }
}

function specificationRows(sample: SheetSample): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (sample.fireBs476) rows.push(['Fire (BS 476 Parts 6 and 7)', `Class ${sample.fireBs476.replace('class-', '')}`]);
  if (sample.fireEuroclass) rows.push(['Fire (EN 13501-1)', `Euroclass ${sample.fireEuroclass}`]);
  if (sample.slipRating) rows.push(['Slip resistance (DIN 51130)', sample.slipRating]);
  if (sample.slipPtv !== null) rows.push(['Pendulum test value', `PTV ${sample.slipPtv}`]);
  if (sample.vocLevel) rows.push(['VOC emissions', VOC_NAMES[sample.vocLevel] ?? sample.vocLevel]);
  if (sample.recycledPercent !== null) rows.push(['Recycled content', `${sample.recycledPercent}%`]);
  rows.push(['Made in Malaysia', sample.madeInMalaysia ? 'Yes' : 'No']);
  if (sample.leadTimeDays !== null) rows.push(['Lead time', `${sample.leadTimeDays} days`]);
  if (sample.unitPrice !== null && sample.priceUnit)
    rows.push([
      'Published price',
      `RM ${sample.unitPrice.toFixed(2)} per ${sample.priceUnit === 'm2' ? 'm²' : 'unit'}`,
    ]);
  return rows;
}

/** The sample's main picture, small enough to embed cheaply: a 320-pixel JPEG made once per picture. */
async function pictureOf(storage: Storage, images: SampleImage[], cache: Map<string, Promise<Buffer | null>>) {
  const key = images[0]?.key;
  // the SVG textures of a seed without raster pictures are left to the colour swatch
  if (!key?.endsWith('.jpg')) return null;
  let picture = cache.get(key);
  if (!picture) {
    picture = (async () => {
      const file = await storage.get(key);
      if (!file) return null;
      const chunksRead: Buffer[] = [];
      for await (const chunk of file.body) chunksRead.push(chunk as Buffer);
      return sharp(Buffer.concat(chunksRead)).resize(320, 320, { fit: 'cover' }).jpeg({ quality: 72 }).toBuffer();
    })().catch(() => null);
    cache.set(key, picture);
  }
  return picture;
}

/** One sample's data sheet, a one-page A4 PDF. */
export async function dataSheetPdf(
  sample: SheetSample,
  certificates: Certificate[],
  { picture, today = new Date().toISOString().slice(0, 10) }: { picture?: Buffer | null; today?: string } = {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${sample.name} — ${TITLE}`);
  pdf.setAuthor(sample.brandName);
  pdf.setProducer('Samplebank');
  pdf.setCreator('Samplebank');
  pdf.setSubject(`${TITLE}, ${sample.sku}`);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const sheet = new Sheet(pdf, fonts);
  // the first page: its band, title, picture and facts (the rows below may go on to a second)
  const page = sheet.page;

  // the band: Samplebank and the brand
  page.drawRectangle({ x: 0, y: PAGE.height - 64, width: PAGE.width, height: 64, color: BAND });
  page.drawText('Samplebank', { x: PAGE.margin, y: PAGE.height - 40, size: 18, font: fonts.bold, color: rgb(1, 1, 1) });
  const label = TITLE.toUpperCase();
  page.drawText(label, {
    x: PAGE.width - PAGE.margin - fonts.bold.widthOfTextAtSize(label, 9),
    y: PAGE.height - 37,
    size: 9,
    font: fonts.bold,
    color: rgb(0.8, 0.82, 0.85),
  });
  sheet.y = PAGE.height - 64 - 28;
  sheet.text(sample.brandName, { size: 11, bold: true, color: MUTED });
  sheet.y -= 2;
  sheet.text(sample.name, { size: 20, bold: true });
  sheet.text(`SKU ${sample.sku}`, { size: 10, color: MUTED });

  // the picture or swatch, and the facts beside it
  const top = sheet.y - 14;
  const box = 150;
  let image: PDFImage | undefined;
  if (picture) image = await pdf.embedJpg(picture).catch(() => undefined);
  if (image) page.drawImage(image, { x: PAGE.margin, y: top - box, width: box, height: box });
  else if (sample.colorHex)
    page.drawRectangle({ x: PAGE.margin, y: top - box, width: box, height: box, color: hexColour(sample.colorHex) });
  if (image || sample.colorHex)
    page.drawRectangle({ x: PAGE.margin, y: top - box, width: box, height: box, borderColor: LINE, borderWidth: 0.8 });
  if (image && sample.colorHex) {
    // the colour itself, as a chip on the picture's corner
    page.drawRectangle({
      x: PAGE.margin + box - 34,
      y: top - box + 8,
      width: 26,
      height: 26,
      color: hexColour(sample.colorHex),
      borderColor: rgb(1, 1, 1),
      borderWidth: 1.5,
    });
  }
  const factsX = PAGE.margin + box + 24;
  const facts: Array<[string, string | null]> = [
    ['Brand', sample.brandName],
    ['Material', sample.material],
    ['Colour', [sample.colorLabel, sample.colorHex?.toUpperCase()].filter(Boolean).join(', ') || null],
    ['Category', sample.categoryName],
    ['Usage', sample.usage],
    ['Style', sample.architectural],
  ];
  sheet.y = top;
  for (const [name, value] of facts) {
    if (!value) continue;
    const rowTop = sheet.y;
    sheet.text(name, { x: factsX, size: 8.5, color: MUTED, width: 80 });
    sheet.y = rowTop;
    sheet.text(value, { x: factsX + 84, size: 10, width: PAGE.width - PAGE.margin - factsX - 84 });
    sheet.y -= 4;
  }
  sheet.y = Math.min(sheet.y, top - box) - 4;

  const logistic = Object.entries(sample.logistic).map(([key, value]): [string, string] => [
    KEY_NAMES[key] ?? spelt(key),
    key === 'deliveryTime' ? `${value} working days` : String(value),
  ]);
  if (logistic.length) {
    sheet.heading('Dimensions and logistics');
    sheet.rows(logistic);
  }
  const specifications = Object.entries(sample.specifications).map(([key, value]): [string, string] => [
    spelt(key),
    String(value),
  ]);
  if (specifications.length) {
    sheet.heading('Specifications');
    sheet.rows(specifications);
  }
  sheet.heading('Performance and sustainability');
  sheet.rows(specificationRows(sample));

  sheet.heading('Certifications');
  if (certificates.length === 0) sheet.text('None published by the brand.', { size: 9.5, color: MUTED });
  for (const certificate of certificates) {
    sheet.room(30);
    const expired = certificate.expiresOn !== null && certificate.expiresOn < today;
    const validity = certificate.expiresOn
      ? `${expired ? 'Expired' : 'Valid until'} ${certificate.expiresOn}`
      : 'Does not expire';
    const rowTop = sheet.y - 5;
    sheet.y = rowTop;
    sheet.text(SCHEME_NAMES[certificate.scheme as TCertificationScheme] ?? certificate.scheme, {
      size: 9.5,
      bold: true,
      width: 190,
    });
    const nameBottom = sheet.y;
    sheet.y = rowTop;
    sheet.text(`No. ${certificate.certificateNumber}`, { x: PAGE.margin + 200, size: 9.5, width: 170 });
    sheet.y = rowTop;
    sheet.text(validity, { x: PAGE.margin + 380, size: 9.5, color: expired ? rgb(0.7, 0.1, 0.1) : INK, width: 119 });
    sheet.y = Math.min(sheet.y, nameBottom) - 3;
    sheet.rule();
  }

  // the footer
  const footer = `Made by Samplebank on ${today} from the values ${sample.brandName} publishes. Confirm them with the brand before specifying.`;
  const footerLines = wrap(fonts.regular, 7.5, footer, PAGE.width - 2 * PAGE.margin);
  for (const each of pdf.getPages())
    footerLines.forEach((line, index) => {
      each.drawText(line, {
        x: PAGE.margin,
        y: 30 - index * 10 + (footerLines.length - 1) * 10,
        size: 7.5,
        font: fonts.regular,
        color: MUTED,
      });
    });
  return pdf.save();
}

/** The file name a sample's data sheet downloads as. */
export const dataSheetFileName = (sku: string) => `${sku.replace(/[^A-Za-z0-9._-]+/g, '-')}-technical-data-sheet.pdf`;

/**
 * Writes a data sheet for every sample that has none, once per database (a settings marker): the demo seed calls it
 * after the catalogue, and a database seeded before data sheets existed gets them at its next start.
 */
export async function seedDataSheets(db: Database, storage: Storage): Promise<number> {
  const [marker] = await db.select().from(settings).where(eq(settings.key, MARKER)).limit(1);
  if (marker) return 0;
  const rows = await db
    .select({ sample: samples, brandName: organizations.name, categoryName: sampleCategories.name })
    .from(samples)
    .innerJoin(organizations, eq(organizations.id, samples.manufacturerId))
    .leftJoin(sampleCategories, eq(sampleCategories.id, samples.categoryId))
    .where(
      notExists(
        db
          .select({ id: sampleDocuments.id })
          .from(sampleDocuments)
          .where(and(eq(sampleDocuments.sampleId, samples.id), eq(sampleDocuments.kind, 'technical-data-sheet'))),
      ),
    )
    .orderBy(asc(samples.sku));
  const pictures = new Map<string, Promise<Buffer | null>>();
  const today = new Date().toISOString().slice(0, 10);
  let written = 0;
  for (const batch of chunks(rows, BATCH)) {
    const ids = batch.map((row) => row.sample.id);
    const certificates = await db
      .select()
      .from(sampleCertifications)
      .where(inArray(sampleCertifications.sampleId, ids))
      .orderBy(asc(sampleCertifications.scheme));
    const documents: Array<typeof sampleDocuments.$inferInsert> = [];
    for (const { sample, brandName, categoryName } of batch) {
      const picture = await pictureOf(storage, sample.images, pictures);
      const bytes = await dataSheetPdf(
        { ...sample, brandName, categoryName },
        certificates.filter((certificate) => certificate.sampleId === sample.id),
        { picture, today },
      );
      const fileKey = `sample-documents/${sample.id}/${randomUUID()}.pdf`;
      await storage.put(fileKey, Buffer.from(bytes), SAMPLE_DOCUMENT_FILE_TYPES.pdf);
      documents.push({
        sampleId: sample.id,
        kind: 'technical-data-sheet',
        title: TITLE,
        fileKey,
        fileName: dataSheetFileName(sample.sku),
        contentType: SAMPLE_DOCUMENT_FILE_TYPES.pdf,
        size: bytes.length,
        position: 0,
      });
    }
    if (documents.length) await db.insert(sampleDocuments).values(documents);
    written += documents.length;
  }
  await db
    .insert(settings)
    .values({ key: MARKER, value: { version: 1, at: new Date().toISOString(), sheets: written } })
    .onConflictDoNothing();
  return written;
}
