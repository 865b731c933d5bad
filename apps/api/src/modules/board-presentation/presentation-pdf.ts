import { INTL_LOCALES, type Locale } from '@samplebank/contracts/locales';
import type { TCertificationScheme } from '@samplebank/contracts/material-specs';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { PRESENTATION_LABELS, type PresentationLabels } from './presentation-labels.js';

// A board as a PDF presentation (issue 19), drawn from a plain object with pdf-lib: no database, no storage, so the
// layout is tested alone. A4 landscape; a cover, then one page per sample. Helvetica, one of the PDF standard fonts,
// is embedded by name: its Windows-1252 set holds every letter English and Malay write (a character outside it is
// drawn as "?", never breaks the file).

export type PresentationDecision = {
  decision: 'approved' | 'rejected' | 'alternative';
  comment: string | null;
  decidedBy: string;
  decidedAt: Date;
};

export type PresentationSample = {
  name: string;
  brandName: string;
  sku: string;
  material: string | null;
  colorLabel: string | null;
  colorHex: string | null;
  fireBs476: string | null;
  fireEuroclass: string | null;
  slipRating: string | null;
  slipPtv: number | null;
  vocLevel: string | null;
  recycledPercent: number | null;
  madeInMalaysia: boolean;
  leadTimeDays: number | null;
  certificates: Array<{ scheme: string; certificateNumber: string; expiresOn: string | null }>;
  decision: PresentationDecision | null;
  /** the main picture as JPEG or PNG bytes; null draws the colour swatch */
  picture: { bytes: Uint8Array; format: 'jpg' | 'png' } | null;
};

export type PresentationData = {
  projectName: string;
  boardName: string;
  locale: Locale;
  /** when it was made: the cover's date and the certificates' "expired" */
  madeAt: Date;
  /** how many samples the board holds; `samples` may be fewer (the limit) */
  totalSamples: number;
  samples: PresentationSample[];
};

const PAGE = { width: 841.89, height: 595.28, margin: 40 };
const INK = rgb(0.09, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.48);
const LINE = rgb(0.86, 0.87, 0.89);
const PANEL = rgb(0.96, 0.96, 0.97);
const BAND = rgb(0.09, 0.1, 0.12);
const DECISION_COLOURS: Record<PresentationDecision['decision'], RGB> = {
  approved: rgb(0.09, 0.5, 0.27),
  rejected: rgb(0.72, 0.11, 0.11),
  alternative: rgb(0.7, 0.42, 0.02),
};
const TIME_ZONE = 'Asia/Kuala_Lumpur';
/** Nothing but the footer is drawn below this. */
const BOTTOM = 48;
const IMAGE_BOX = { x: PAGE.margin, top: PAGE.height - 58, width: 430, height: 370 };
const COLUMN_X = PAGE.margin + IMAGE_BOX.width + 28;
const COLUMN_WIDTH = PAGE.width - PAGE.margin - COLUMN_X;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Text the standard fonts can draw: a character outside their Windows-1252 set becomes "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')]
    .map((character) => (known.has(character.codePointAt(0)!) ? character : '?'))
    .join('');
}

/** Breaks text into lines no wider than `width` (a word wider than the line is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of drawable(font, text).split(' ').filter(Boolean)) {
    while (font.widthOfTextAtSize(word, size) > width && word.length > 1) {
      let cut = word.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const hexColour = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
};

/** A column drawn top to bottom with a cursor `y`; what would pass `bottom` is left out, its last line ending "…". */
class Column {
  full = false;
  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
    readonly x: number,
    readonly width: number,
    public y: number,
    readonly bottom = BOTTOM,
  ) {}

  text(
    text: string,
    { size = 10, bold = false, color = INK, x = this.x, width = this.width, maxLines = Number.POSITIVE_INFINITY } = {},
  ) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines = wrap(font, size, text, width);
    const leading = size * 1.3;
    for (const [index, line] of lines.entries()) {
      const last = index === maxLines - 1 && lines.length > maxLines;
      if (this.full || this.y - leading < this.bottom) {
        this.full = true;
        return;
      }
      this.page.drawText(last ? `${line.slice(0, Math.max(1, line.length - 1))}…` : line, {
        x,
        y: this.y - size,
        size,
        font,
        color,
      });
      this.y -= leading;
      if (last) return;
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  heading(text: string) {
    if (this.y - 40 < this.bottom) this.full = true;
    this.gap(12);
    this.text(text.toUpperCase(), { size: 8, bold: true, color: MUTED });
    this.rule();
  }

  rule() {
    if (this.full) return;
    this.gap(2);
    this.page.drawLine({
      start: { x: this.x, y: this.y },
      end: { x: this.x + this.width, y: this.y },
      thickness: 0.6,
      color: LINE,
    });
    this.gap(4);
  }

  /** A label and its value on one row, the value wrapped in its part of the column. */
  row(label: string, value: string, valueColor = INK) {
    const labelWidth = 130;
    const top = this.y;
    this.text(label, { size: 8.5, color: MUTED, width: labelWidth - 8 });
    const labelBottom = this.y;
    this.y = top;
    this.text(value, { size: 9.5, color: valueColor, x: this.x + labelWidth, width: this.width - labelWidth });
    this.y = Math.min(this.y, labelBottom) - 2;
  }
}

const dateFormat = (locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/** A certificate's last day ("2027-03-31"), in the document's language. */
const formatDay = (locale: Locale, day: string) => dateFormat(locale, 'UTC').format(new Date(`${day}T00:00:00Z`));

/** The sample's performance and origin, as label and value, those the brand publishes. */
function specificationRows(sample: PresentationSample, labels: PresentationLabels): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  if (sample.fireBs476) rows.push([labels.fireBs476, labels.classOf(sample.fireBs476.replace('class-', ''))]);
  if (sample.fireEuroclass) rows.push([labels.fireEuroclass, labels.classOf(sample.fireEuroclass)]);
  if (sample.slipRating) rows.push([labels.slipRating, sample.slipRating]);
  if (sample.slipPtv !== null) rows.push([labels.slipPtv, `PTV ${sample.slipPtv}`]);
  if (sample.vocLevel)
    rows.push([labels.vocLevel, labels.voc[sample.vocLevel as keyof PresentationLabels['voc']] ?? sample.vocLevel]);
  if (sample.recycledPercent !== null) rows.push([labels.recycled, `${sample.recycledPercent}%`]);
  rows.push([labels.madeInMalaysia, sample.madeInMalaysia ? labels.yes : labels.no]);
  if (sample.leadTimeDays !== null) rows.push([labels.leadTime, labels.days(sample.leadTimeDays)]);
  return rows;
}

function drawCover(pdf: PDFDocument, fonts: Fonts, data: PresentationData, labels: PresentationLabels) {
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const column = new Column(page, fonts, PAGE.margin + 20, PAGE.width - 2 * PAGE.margin - 40, PAGE.height - 150, 110);
  page.drawText('Samplebank', { x: PAGE.margin + 20, y: PAGE.height - 70, size: 18, font: fonts.bold, color: INK });
  column.text(labels.presentation.toUpperCase(), { size: 10, bold: true, color: MUTED });
  column.gap(10);
  column.text(`${labels.project}: ${data.projectName}`, { size: 16, color: MUTED, maxLines: 2 });
  column.gap(6);
  column.text(data.boardName, { size: 38, bold: true, maxLines: 3 });
  column.gap(18);
  column.rule();
  column.gap(6);
  const date = dateFormat(data.locale, TIME_ZONE).format(data.madeAt);
  column.text(`${labels.preparedOn(date)}  ·  ${labels.sampleCount(data.totalSamples)}`, { size: 12 });
  if (data.totalSamples === 0) {
    column.gap(6);
    column.text(labels.noSamples, { size: 12, color: MUTED });
  } else if (data.samples.length < data.totalSamples) {
    column.gap(6);
    column.text(labels.firstOf(data.samples.length, data.totalSamples), { size: 11, color: MUTED });
  }
  // the mark: a band along the foot of the cover
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: 72, color: BAND });
  page.drawText('Samplebank', { x: PAGE.margin + 20, y: 30, size: 14, font: fonts.bold, color: rgb(1, 1, 1) });
}

/** The picture contained in the box, centred on a light panel; the colour swatch, or a panel saying so, without. */
function drawPicture(page: PDFPage, fonts: Fonts, image: PDFImage | null, sample: PresentationSample, label: string) {
  const box = { ...IMAGE_BOX, y: IMAGE_BOX.top - IMAGE_BOX.height };
  if (image) {
    page.drawRectangle({ x: box.x, y: box.y, width: box.width, height: box.height, color: PANEL });
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height });
  } else if (sample.colorHex && /^#[0-9a-f]{6}$/i.test(sample.colorHex)) {
    page.drawRectangle({ x: box.x, y: box.y, width: box.width, height: box.height, color: hexColour(sample.colorHex) });
  } else {
    page.drawRectangle({ x: box.x, y: box.y, width: box.width, height: box.height, color: PANEL });
    const width = fonts.regular.widthOfTextAtSize(label, 11);
    page.drawText(label, {
      x: box.x + (box.width - width) / 2,
      y: box.y + box.height / 2,
      size: 11,
      font: fonts.regular,
      color: MUTED,
    });
  }
  page.drawRectangle({
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    borderColor: LINE,
    borderWidth: 0.8,
  });
}

function drawDecision(page: PDFPage, fonts: Fonts, sample: PresentationSample, data: PresentationData) {
  const labels = PRESENTATION_LABELS[data.locale];
  const top = IMAGE_BOX.top - IMAGE_BOX.height - 6;
  const column = new Column(page, fonts, IMAGE_BOX.x, IMAGE_BOX.width, top);
  column.heading(labels.clientDecision);
  const decision = sample.decision;
  if (!decision) {
    column.text(labels.awaitingDecision, { size: 11, color: MUTED });
    return;
  }
  column.text(labels.decisions[decision.decision], {
    size: 15,
    bold: true,
    color: DECISION_COLOURS[decision.decision],
  });
  if (decision.comment) column.text(`“${decision.comment}”`, { size: 10, maxLines: 3 });
  column.gap(2);
  const when = dateFormat(data.locale, TIME_ZONE).format(decision.decidedAt);
  column.text(`— ${labels.decidedBy(decision.decidedBy, when)}`, { size: 9, color: MUTED, maxLines: 1 });
}

function drawFacts(page: PDFPage, fonts: Fonts, sample: PresentationSample, data: PresentationData) {
  const labels = PRESENTATION_LABELS[data.locale];
  const column = new Column(page, fonts, COLUMN_X, COLUMN_WIDTH, IMAGE_BOX.top);
  column.text(sample.brandName, { size: 11, bold: true, color: MUTED, maxLines: 1 });
  column.gap(2);
  column.text(sample.name, { size: 20, bold: true, maxLines: 2 });
  column.gap(4);
  column.row(labels.brand, sample.brandName);
  column.row(labels.sku, sample.sku);
  if (sample.material) column.row(labels.material, sample.material);
  const colour = [sample.colorLabel, sample.colorHex?.toUpperCase()].filter(Boolean).join(', ');
  if (colour) column.row(labels.colour, colour);

  column.heading(labels.keySpecifications);
  for (const [label, value] of specificationRows(sample, labels)) column.row(label, value);

  column.heading(labels.certifications);
  if (sample.certificates.length === 0) column.text(labels.noCertifications, { size: 9.5, color: MUTED });
  const today = data.madeAt.toISOString().slice(0, 10);
  for (const certificate of sample.certificates) {
    const expired = certificate.expiresOn !== null && certificate.expiresOn < today;
    const validity = certificate.expiresOn
      ? (expired ? labels.expired : labels.validUntil)(formatDay(data.locale, certificate.expiresOn))
      : labels.noExpiry;
    column.row(
      labels.schemes[certificate.scheme as TCertificationScheme] ?? certificate.scheme,
      `${labels.certificateNumber(certificate.certificateNumber)}  ·  ${validity}`,
      expired ? DECISION_COLOURS.rejected : INK,
    );
  }
}

async function embedPicture(pdf: PDFDocument, picture: PresentationSample['picture']): Promise<PDFImage | null> {
  if (!picture) return null;
  // a picture pdf-lib cannot read is left to the swatch rather than failing the whole presentation
  return (picture.format === 'png' ? pdf.embedPng(picture.bytes) : pdf.embedJpg(picture.bytes)).catch(() => null);
}

/** Draws the presentation: a cover, then a page per sample of `data.samples`, each page numbered. */
export async function presentationPdf(data: PresentationData): Promise<Uint8Array> {
  const labels = PRESENTATION_LABELS[data.locale];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${data.boardName} — ${data.projectName}`);
  pdf.setSubject(labels.presentation);
  pdf.setLanguage(data.locale);
  pdf.setProducer('Samplebank');
  pdf.setCreator('Samplebank');
  pdf.setCreationDate(data.madeAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };

  drawCover(pdf, fonts, data, labels);
  const heading = drawable(fonts.regular, `${data.projectName} — ${data.boardName}`);
  for (const sample of data.samples) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    page.drawText('Samplebank', { x: PAGE.margin, y: PAGE.height - 32, size: 10, font: fonts.bold, color: INK });
    const title = wrap(fonts.regular, 8.5, heading, 520)[0] ?? '';
    page.drawText(title, {
      x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(title, 8.5),
      y: PAGE.height - 31,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    });
    drawPicture(page, fonts, await embedPicture(pdf, sample.picture), sample, labels.noPicture);
    drawDecision(page, fonts, sample, data);
    drawFacts(page, fonts, sample, data);
  }

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    if (index === 0) return;
    const text = labels.pageOf(index + 1, pages.length);
    page.drawText(text, {
      x: PAGE.width - PAGE.margin - fonts.regular.widthOfTextAtSize(text, 8),
      y: 22,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
