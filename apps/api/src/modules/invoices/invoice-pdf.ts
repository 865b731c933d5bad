import { INTL_LOCALES, type Locale } from '@samplebank/contracts/locales';
import { formatPhoneNumber } from '@samplebank/contracts/phone';
import { formatIdNumber } from '@samplebank/contracts/tax-identity';
import { formatDecimal, formatLongDate, formatRinggit, sstLabel } from '@samplebank/domain/format';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import qrcode from 'qrcode-generator';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document.js';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels.js';

// A tax invoice or credit note as a PDF (issue 20), drawn from the plain document alone: no database, no network, so
// the layout is tested by itself and a document always redraws the same. A4 portrait; the lines flow onto further
// pages under a repeated table header, the totals and the closing note end the last one. Helvetica, a PDF standard
// font, is embedded by name as in the board presentation: a character outside its Windows-1252 set is drawn as "?".

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const TOP = PAGE.height - PAGE.margin;
const INK = rgb(0.09, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.48);
const LINE = rgb(0.86, 0.87, 0.89);
const PANEL = rgb(0.96, 0.96, 0.97);
const PAID = rgb(0.09, 0.5, 0.27);
/** Nothing but the page footer is drawn below this. */
const BOTTOM = 52;
const LEADING = 1.3;
/** The right-hand column of the first page: the title, then the document's number, date and order. */
const FACTS = { x: 330, width: RIGHT - 330, labelWidth: 96 };
/** The seller's column beside the facts; the buyer's, under both, may be wider. */
const PARTY_WIDTH = FACTS.x - LEFT - 24;
const BILL_TO_WIDTH = 340;
/** The table's columns: the description's left edge and width, then the right edges of the numbers. */
const COLUMNS = { descriptionX: LEFT + 6, descriptionWidth: 236, quantity: 326, unitPrice: 408, sst: 462 };
const AMOUNT_RIGHT = RIGHT - 6;
const TABLE_HEADER_HEIGHT = 20;
const ROW_PADDING = 5;
const TOTALS = { x: 300, labelWidth: 170, rowHeight: 15 };
/** The MyInvois validation's box: its text, and a square this high kept free beside it for the QR code. */
const VALIDATION_HEIGHT = 64;

type Fonts = { regular: PDFFont; bold: PDFFont };
type TextStyle = { size?: number; bold?: boolean; color?: RGB };
type Box = { x: number; top: number; width: number };

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Text the standard fonts can draw: a character outside their Windows-1252 set becomes "?". */
function drawable(font: PDFFont, text: string): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const characters = known;
  return [...text.replace(/\s+/g, ' ')]
    .map((character) => (characters.has(character.codePointAt(0)!) ? character : '?'))
    .join('');
}

// the presentation's wrapping, repeated rather than imported: that module keeps it private and is not this one's
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

const fontOf = (fonts: Fonts, bold: boolean) => (bold ? fonts.bold : fonts.regular);

/** How high `write` draws `text` wrapped in `width`. */
function heightOf(fonts: Fonts, text: string, width: number, { size = 9, bold = false }: TextStyle = {}): number {
  return wrap(fontOf(fonts, bold), size, text, width).length * size * LEADING;
}

/** Draws `text` wrapped in the box from its top down, aligned left or right; returns the height where it ends. */
function write(
  page: PDFPage,
  fonts: Fonts,
  text: string,
  {
    x,
    top,
    width,
    size = 9,
    bold = false,
    color = INK,
    align = 'left',
  }: Box & TextStyle & { align?: 'left' | 'right' },
): number {
  const font = fontOf(fonts, bold);
  let y = top;
  for (const line of wrap(font, size, text, width)) {
    const indent = align === 'right' ? width - font.widthOfTextAtSize(line, size) : 0;
    page.drawText(line, { x: x + indent, y: y - size, size, font, color });
    y -= size * LEADING;
  }
  return y;
}

/** One line of text ending at `right`, as the table's and the totals' numbers are. */
function writeRight(page: PDFPage, fonts: Fonts, text: string, right: number, top: number, style: TextStyle = {}) {
  const { size = 9, bold = false, color = INK } = style;
  const font = fontOf(fonts, bold);
  const line = drawable(font, text);
  page.drawText(line, { x: right - font.widthOfTextAtSize(line, size), y: top - size, size, font, color });
}

/** A label and its value side by side, each wrapped in its part of the box; returns where the taller one ends. */
function writeRow(page: PDFPage, fonts: Fonts, [label, value]: [string, string], box: Box & { labelWidth: number }) {
  const { x, top, width, labelWidth } = box;
  const labelBottom = write(page, fonts, label, { x, top, width: labelWidth - 8, color: MUTED });
  const valueBottom = write(page, fonts, value, { x: x + labelWidth, top, width: width - labelWidth });
  return Math.min(labelBottom, valueBottom) - 2;
}

function rule(page: PDFPage, y: number, from = LEFT, to = RIGHT) {
  page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.6, color: LINE });
}

/** Amounts are kept in sen. */
const ringgit = (sen: number) => formatRinggit(sen / 100);

/** "Tax invoice", "Invoice" or "Credit note": an invoice is a tax invoice only when its seller is registered for SST. */
function kindTitle(document: InvoiceDocument, labels: InvoiceLabels): string {
  if (document.kind === 'credit-note') return labels.creditNote;
  return document.seller.sstNumber ? labels.taxInvoice : labels.invoice;
}

/** The heading: a paid invoice is its own receipt, so it says so ("Tax invoice / Receipt"). */
function headingOf(document: InvoiceDocument, labels: InvoiceLabels): string {
  const isPaidInvoice = document.kind === 'invoice' && document.payment !== null;
  return `${kindTitle(document, labels)}${isPaidInvoice ? labels.receiptSuffix : ''}`;
}

function drawSeller(page: PDFPage, fonts: Fonts, seller: InvoiceParty, labels: InvoiceLabels): number {
  const box = { x: LEFT, width: PARTY_WIDTH };
  let y = write(page, fonts, seller.name, { ...box, top: TOP, size: 16, bold: true }) - 4;
  for (const line of seller.addressLines) y = write(page, fonts, line, { ...box, top: y });
  const registrations = [
    seller.ssmNumber && `${labels.ssm} ${seller.ssmNumber}`,
    seller.tin && `${labels.tin} ${seller.tin}`,
  ];
  const contacts = [seller.email, seller.phone && formatPhoneNumber(seller.phone)];
  const details = [
    registrations.filter(Boolean).join('  ·  '),
    seller.sstNumber ? `${labels.sstNumber} ${seller.sstNumber}` : '',
    contacts.filter(Boolean).join('  ·  '),
  ];
  y -= 3;
  for (const line of details.filter(Boolean)) y = write(page, fonts, line, { ...box, top: y, size: 8.5, color: MUTED });
  return y;
}

function drawFacts(page: PDFPage, fonts: Fonts, document: InvoiceDocument, labels: InvoiceLabels, locale: Locale) {
  const box = { x: FACTS.x, width: FACTS.width };
  let y = write(page, fonts, headingOf(document, labels), { ...box, top: TOP, size: 18, bold: true, align: 'right' });
  y -= 8;
  const rows: Array<[string, string]> = [
    [labels.documentNumber[document.kind], document.number],
    [labels.dateOfIssue, formatLongDate(document.issuedAt, '—', locale)],
    [labels.orderNumber, document.orderNumber],
  ];
  if (document.kind === 'credit-note' && document.reason) rows.push([labels.reason, document.reason]);
  for (const row of rows) y = writeRow(page, fonts, row, { ...box, top: y, labelWidth: FACTS.labelWidth });
  if (document.kind === 'credit-note' && document.creditedNumber)
    y = write(page, fonts, labels.credits(document.creditedNumber), { ...box, top: y - 4, bold: true });
  return y;
}

/** The buyer's identity for the tax office, as label and value: without a TIN, the consolidated e-invoice names it. */
function buyerRows(buyer: InvoiceParty, labels: InvoiceLabels): Array<[string, string]> {
  const rows: Array<[string, string]> = [[labels.tin, buyer.tin ?? labels.noTin]];
  if (buyer.ssmNumber) rows.push([labels.ssm, buyer.ssmNumber]);
  if (buyer.idNumber) rows.push([labels.idNumber, formatIdNumber(buyer.idNumber)]);
  if (buyer.sstNumber) rows.push([labels.sstNumber, buyer.sstNumber]);
  if (buyer.email) rows.push([labels.email, buyer.email]);
  if (buyer.phone) rows.push([labels.phone, formatPhoneNumber(buyer.phone)]);
  return rows;
}

function drawBillTo(page: PDFPage, fonts: Fonts, buyer: InvoiceParty, labels: InvoiceLabels, top: number): number {
  const box = { x: LEFT, width: BILL_TO_WIDTH };
  let y = write(page, fonts, labels.billTo, { ...box, top, size: 8.5, bold: true, color: MUTED }) - 2;
  y = write(page, fonts, buyer.name, { ...box, top: y, size: 11, bold: true });
  for (const line of buyer.addressLines) y = write(page, fonts, line, { ...box, top: y });
  y -= 4;
  for (const row of buyerRows(buyer, labels)) y = writeRow(page, fonts, row, { ...box, top: y, labelWidth: 96 });
  return y;
}

/** The first page's top: seller and title, then whom it is billed to; returns where the table may start. */
function drawFirstPageTop(page: PDFPage, fonts: Fonts, document: InvoiceDocument, locale: Locale): number {
  const labels = INVOICE_LABELS[locale];
  const sellerBottom = drawSeller(page, fonts, document.seller, labels);
  const factsBottom = drawFacts(page, fonts, document, labels, locale);
  const dividerY = Math.min(sellerBottom, factsBottom) - 10;
  rule(page, dividerY);
  return drawBillTo(page, fonts, document.buyer, labels, dividerY - 14) - 18;
}

/** A later page's top: whose document this is, so a loose page is still known; returns where drawing may start. */
function drawContinuationTop(page: PDFPage, fonts: Fonts, document: InvoiceDocument, labels: InvoiceLabels) {
  const text = `${document.seller.name}  ·  ${kindTitle(document, labels)} ${document.number}`;
  const y = write(page, fonts, text, { x: LEFT, top: TOP, width: RIGHT - LEFT, size: 8.5, color: MUTED });
  return y - 12;
}

function drawTableHeader(page: PDFPage, fonts: Fonts, labels: InvoiceLabels, top: number): number {
  page.drawRectangle({
    x: LEFT,
    y: top - TABLE_HEADER_HEIGHT,
    width: RIGHT - LEFT,
    height: TABLE_HEADER_HEIGHT,
    color: PANEL,
  });
  const style = { size: 8, bold: true, color: MUTED };
  const textTop = top - 6;
  const descriptionBox = { x: COLUMNS.descriptionX, width: COLUMNS.descriptionWidth };
  write(page, fonts, labels.description, { ...descriptionBox, top: textTop, ...style });
  writeRight(page, fonts, labels.quantity, COLUMNS.quantity, textTop, style);
  writeRight(page, fonts, labels.unitPrice, COLUMNS.unitPrice, textTop, style);
  writeRight(page, fonts, labels.sst, COLUMNS.sst, textTop, style);
  writeRight(page, fonts, labels.amount, AMOUNT_RIGHT, textTop, style);
  return top - TABLE_HEADER_HEIGHT;
}

const REFERENCE_STYLE = { size: 7.5, color: MUTED };

function lineHeight(fonts: Fonts, line: InvoiceLine): number {
  const description = heightOf(fonts, line.description, COLUMNS.descriptionWidth);
  const reference = line.reference ? heightOf(fonts, line.reference, COLUMNS.descriptionWidth, REFERENCE_STYLE) : 0;
  return 2 * ROW_PADDING + description + reference;
}

/** A line of the table: its description wrapped with its reference under it, and its numbers on the first row. */
function drawLine(page: PDFPage, fonts: Fonts, line: InvoiceLine, top: number, height: number) {
  const textTop = top - ROW_PADDING;
  const box = { x: COLUMNS.descriptionX, width: COLUMNS.descriptionWidth };
  const descriptionBottom = write(page, fonts, line.description, { ...box, top: textTop });
  if (line.reference) write(page, fonts, line.reference, { ...box, top: descriptionBottom, ...REFERENCE_STYLE });
  writeRight(page, fonts, formatDecimal(line.quantity), COLUMNS.quantity, textTop);
  writeRight(page, fonts, ringgit(line.unitPrice), COLUMNS.unitPrice, textTop);
  writeRight(page, fonts, line.taxRate > 0 ? sstLabel(line.taxRate) : '—', COLUMNS.sst, textTop);
  writeRight(page, fonts, ringgit(line.amount), AMOUNT_RIGHT, textTop);
  rule(page, top - height);
}

/** Where the next thing is drawn: a page and a height on it, moving to a new page when something would not fit. */
class Flow {
  /** what each new page starts with (whose document it is, the table's header); returns where drawing may start */
  startPage: (page: PDFPage) => number = () => TOP;

  constructor(
    readonly pdf: PDFDocument,
    public page: PDFPage,
    public y: number,
  ) {}

  /** Makes room for `height` points above `bottom`, on a new page when this one has not got them. */
  makeRoom(height: number, bottom = BOTTOM): boolean {
    if (this.y - height >= bottom) return false;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = this.startPage(this.page);
    return true;
  }
}

function drawLineTable(flow: Flow, fonts: Fonts, document: InvoiceDocument, labels: InvoiceLabels) {
  const continuationTop = (page: PDFPage) => drawContinuationTop(page, fonts, document, labels);
  flow.startPage = (page) => drawTableHeader(page, fonts, labels, continuationTop(page));
  // the header goes with the first line, never alone at the foot of a page
  const firstHeight = document.lines[0] ? lineHeight(fonts, document.lines[0]) : 0;
  if (!flow.makeRoom(TABLE_HEADER_HEIGHT + firstHeight)) flow.y = drawTableHeader(flow.page, fonts, labels, flow.y);
  for (const line of document.lines) {
    const height = lineHeight(fonts, line);
    flow.makeRoom(height);
    drawLine(flow.page, fonts, line, flow.y, height);
    flow.y -= height;
  }
  flow.startPage = continuationTop;
}

/** "SST 8%" at the highest rate the lines were charged (delivery is charged none), "SST" when none is. */
function taxLabel(lines: InvoiceLine[]): string {
  const highestRate = Math.max(0, ...lines.map((line) => line.taxRate));
  return highestRate > 0 ? sstLabel(highestRate) : 'SST';
}

function paidText(payment: NonNullable<InvoiceDocument['payment']>, labels: InvoiceLabels, locale: Locale): string {
  const method = labels.paymentMethods[payment.method] ?? payment.method;
  return labels.paid({ method, date: formatLongDate(payment.paidAt, '—', locale), reference: payment.reference });
}

/** The totals at the right, and beside them how the invoice was paid; all kept above `bottom`. */
function drawTotals(flow: Flow, fonts: Fonts, document: InvoiceDocument, locale: Locale, bottom: number) {
  const labels = INVOICE_LABELS[locale];
  const rows: Array<[string, string]> = [
    [labels.subtotal, ringgit(document.subtotal)],
    [taxLabel(document.lines), ringgit(document.tax)],
  ];
  const paid = document.payment ? paidText(document.payment, labels, locale) : null;
  const paidBox = { x: LEFT, width: TOTALS.x - LEFT - 24 };
  const paidHeight = paid ? heightOf(fonts, paid, paidBox.width, { bold: true }) : 0;
  const height = 12 + Math.max(rows.length * TOTALS.rowHeight + 30, paidHeight);
  flow.makeRoom(height, bottom);
  const { page } = flow;
  let y = flow.y - 12;
  if (paid) write(page, fonts, paid, { ...paidBox, top: y, bold: true, color: PAID });
  const labelBox = { x: TOTALS.x, width: TOTALS.labelWidth };
  for (const [label, value] of rows) {
    write(page, fonts, label, { ...labelBox, top: y, color: MUTED });
    writeRight(page, fonts, value, AMOUNT_RIGHT, y);
    y -= TOTALS.rowHeight;
  }
  rule(page, y + 2, TOTALS.x, RIGHT);
  y -= 6;
  const total = document.kind === 'credit-note' ? labels.totalCredited : labels.total;
  write(page, fonts, total, { ...labelBox, top: y, size: 11, bold: true });
  writeRight(page, fonts, ringgit(document.total), AMOUNT_RIGHT, y, { size: 11, bold: true });
  flow.y = y - 24;
}

const NOTE_SIZE = 8;

/** How much of the last page's foot the closing note takes. */
function footerNoteHeight(document: InvoiceDocument): number {
  return 8 + NOTE_SIZE * LEADING + (document.validationUrl ? 6 + VALIDATION_HEIGHT : 0);
}

/**
 * The MyInvois validation: its label and link on the box's left. The box keeps a square as high as itself free on its
 * right for the link's QR code, which is to be drawn there (`page.drawImage` of a PNG) without moving anything else.
 */
function drawValidation(
  page: PDFPage,
  fonts: Fonts,
  labels: InvoiceLabels,
  url: string,
  box: Box & { height: number },
) {
  const textBox = { x: box.x, width: box.width - box.height - 12 };
  const y = write(page, fonts, labels.validatedBy, { ...textBox, top: box.top, size: NOTE_SIZE, bold: true });
  write(page, fonts, url, { ...textBox, top: y, size: NOTE_SIZE, color: MUTED });
  drawQrCode(page, url, { x: box.x + box.width - box.height, top: box.top, size: box.height });
}

/**
 * The validation link as a QR code, as LHDN asks an e-invoice's printout to carry: drawn module by module as
 * squares (vector, sharp at any zoom), with the quiet zone the standard asks for inside `size`.
 */
function drawQrCode(page: PDFPage, url: string, at: { x: number; top: number; size: number }) {
  const code = qrcode(0, 'M');
  code.addData(url);
  code.make();
  const count = code.getModuleCount();
  const quiet = 2;
  const cell = at.size / (count + quiet * 2);
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!code.isDark(row, column)) continue;
      page.drawRectangle({
        x: at.x + (column + quiet) * cell,
        y: at.top - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: INK,
      });
    }
  }
}

/** The closing note at the last page's foot, where `drawTotals` left it room. */
function drawFooterNote(page: PDFPage, fonts: Fonts, document: InvoiceDocument, labels: InvoiceLabels) {
  const top = BOTTOM + footerNoteHeight(document);
  rule(page, top);
  const box = { x: LEFT, width: RIGHT - LEFT };
  const y = write(page, fonts, labels.computerGenerated, { ...box, top: top - 8, size: NOTE_SIZE, color: MUTED });
  if (document.validationUrl)
    drawValidation(page, fonts, labels, document.validationUrl, { ...box, top: y - 6, height: VALIDATION_HEIGHT });
}

/** Each page's number, once the flow has told how many there are, beside the document's own number. */
function drawPageFooters(pdf: PDFDocument, fonts: Fonts, document: InvoiceDocument, labels: InvoiceLabels) {
  const pages = pdf.getPages();
  const style = { size: 8, color: MUTED };
  pages.forEach((page, index) => {
    write(page, fonts, document.number, { x: LEFT, top: 34, width: 200, ...style });
    writeRight(page, fonts, labels.pageOf(index + 1, pages.length), RIGHT, 34, style);
  });
}

function setMetadata(pdf: PDFDocument, document: InvoiceDocument, locale: Locale) {
  const labels = INVOICE_LABELS[locale];
  pdf.setTitle(`${kindTitle(document, labels)} ${document.number}`);
  pdf.setAuthor(document.seller.name);
  pdf.setLanguage(INTL_LOCALES[locale]);
  pdf.setCreator('Samplebank');
  pdf.setProducer('Samplebank');
  // both dates are the issue's, not the drawing's, so drawing a document again gives the same file
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);
}

/** Draws an issued invoice or credit note as an A4 PDF in `locale`, every page numbered. */
export async function renderInvoicePdf(document: InvoiceDocument, locale: Locale): Promise<Uint8Array> {
  const labels = INVOICE_LABELS[locale];
  const pdf = await PDFDocument.create();
  setMetadata(pdf, document, locale);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const firstPage = pdf.addPage([PAGE.width, PAGE.height]);
  const flow = new Flow(pdf, firstPage, drawFirstPageTop(firstPage, fonts, document, locale));
  drawLineTable(flow, fonts, document, labels);
  const noteHeight = footerNoteHeight(document);
  drawTotals(flow, fonts, document, locale, BOTTOM + noteHeight + 12);
  drawFooterNote(flow.page, fonts, document, labels);
  drawPageFooters(pdf, fonts, document, labels);
  return pdf.save();
}
