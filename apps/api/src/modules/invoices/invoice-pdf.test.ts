import { formatRinggit } from '@samplebank/domain/format';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawnText } from '../../test/pdf-text.js';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-document.js';
import { renderInvoicePdf } from './invoice-pdf.js';

// The PDF is read back as the presentation's is, from its content streams. A wrapped text is several strings, so the
// text is compared with its line breaks read as spaces.

const ISSUED_AT = new Date('2026-11-29T03:15:00Z');

const seller: InvoiceDocument['seller'] = {
  name: 'Samplebank Sdn. Bhd.',
  tin: 'C24012345670',
  ssmNumber: '202401012345',
  idNumber: null,
  sstNumber: 'W10-2401-32000123',
  email: 'billing@samplebank.my',
  phone: '+60321234567',
  addressLines: ['Level 8, Menara Samplebank, Jalan Ampang', '50450 Kuala Lumpur', 'Wilayah Persekutuan Kuala Lumpur'],
  stateCode: '14',
  postcode: '50450',
  city: 'Kuala Lumpur',
  msicCode: '47912',
  businessActivity: 'Retail sale of building material samples over the internet',
};

const companyBuyer: InvoiceParty = {
  name: 'Rekabina Interior Sdn. Bhd.',
  tin: 'C20880050010',
  ssmNumber: '201901023456',
  idNumber: null,
  sstNumber: null,
  email: 'accounts@rekabina.com.my',
  phone: '+60378901234',
  addressLines: ['No. 12, Jalan SS 15/4', '47500 Subang Jaya', 'Selangor'],
  stateCode: '10',
  postcode: '47500',
  city: 'Subang Jaya',
};

/** A line at 8% SST (0% for delivery), its amount and tax worked out as the invoice service does. */
function line(description: string, reference: string | null, quantity: number, unitPrice: number, taxRate = 0.08) {
  const amount = quantity * unitPrice;
  return { description, reference, quantity, unitPrice, amount, taxRate, tax: Math.round(amount * taxRate) };
}

const SAMPLE_LINES: InvoiceLine[] = [
  line('Terrazzo tile, Batik Grey, 600 x 600 mm honed', 'SB-FLR-00042', 2, 1500),
  line('Engineered oak flooring, natural oiled finish, 190 mm wide plank', 'SB-FLR-00107', 1, 2500),
  line('Acoustic wall panel in recycled PET felt, charcoal', 'SB-WAL-00311', 3, 1200),
  line('Delivery, Klang Valley next working day', 'delivery', 1, 1500, 0),
];

/** An invoice whose totals add up from its lines. */
function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = overrides.lines ?? SAMPLE_LINES;
  const subtotal = lines.reduce((sum, each) => sum + each.amount, 0);
  const tax = lines.reduce((sum, each) => sum + each.tax, 0);
  return {
    kind: 'invoice',
    number: 'SB-2026-000042',
    issuedAt: ISSUED_AT,
    orderNumber: 'SO-2026-001234',
    creditedNumber: null,
    reason: null,
    seller,
    buyer: companyBuyer,
    subtotal,
    tax,
    total: subtotal + tax,
    currency: 'MYR',
    payment: { method: 'card', reference: 'pi_3QxYz8LkT2', paidAt: ISSUED_AT },
    validationUrl: 'https://myinvois.hasil.gov.my/4XKQ3E8N1P0WJ6YH/share/ZG9jdW1lbnQtbG9uZ2lkLTEyMzQ1Njc4OTA',
    ...overrides,
    lines,
  };
}

const textOf = (bytes: Uint8Array) => drawnText(Buffer.from(bytes)).replace(/\s+/g, ' ');

/** Each page's text, read from a copy of the PDF holding that page alone. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const source = await PDFDocument.load(bytes);
  return Promise.all(
    source.getPageIndices().map(async (index) => {
      const single = await PDFDocument.create();
      const [page] = await single.copyPages(source, [index]);
      single.addPage(page!);
      return textOf(await single.save());
    }),
  );
}

describe('renderInvoicePdf', () => {
  it('draws a paid English tax invoice as a receipt, with the buyer, the lines, the SST and the payment', async () => {
    const document = invoice();
    const bytes = await renderInvoicePdf(document, 'en');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect([pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()]).toEqual([595.28, 841.89]);

    const text = textOf(bytes);
    for (const expected of [
      'Tax invoice / Receipt',
      'SB-2026-000042',
      '29 November 2026',
      'SO-2026-001234',
      'SST No. W10-2401-32000123',
      'Bill to',
      'Rekabina Interior Sdn. Bhd.',
      'C20880050010',
      '201901023456',
      ...SAMPLE_LINES.map((each) => each.description),
      'SB-FLR-00042',
      'SST 8%',
      'Subtotal (excl. SST)',
      formatRinggit(document.subtotal / 100),
      formatRinggit(document.tax / 100),
      formatRinggit(document.total / 100),
      'RM 113.28',
      'Paid by card on 29 November 2026 · ref pi_3QxYz8LkT2',
      'This document is computer generated; no signature is required.',
      'Validated by LHDN MyInvois:',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Not given');
  });

  it('writes the Malay invoice in Malay', async () => {
    const text = textOf(await renderInvoicePdf(invoice(), 'ms'));
    for (const expected of [
      'Invois cukai / Resit',
      'No. invois',
      'Tarikh dikeluarkan',
      'No. pesanan',
      'Dibilkan kepada',
      'Perihalan',
      'Harga seunit',
      'Amaun',
      'Jumlah kecil (tidak termasuk SST)',
      'SST 8%',
      'Dibayar melalui kad pada 29 November 2026 · rujukan pi_3QxYz8LkT2',
      'Dokumen ini dijana oleh komputer; tandatangan tidak diperlukan.',
      'Disahkan oleh LHDN MyInvois:',
      'Halaman 1 daripada 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Tax invoice');
  });

  it('calls an unpaid invoice of a seller without SST an invoice, and prints no SST number', async () => {
    const text = textOf(
      await renderInvoicePdf(invoice({ seller: { ...seller, sstNumber: null }, payment: null }), 'en'),
    );
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('Receipt');
    expect(text).not.toContain('SST No.');
    expect(text).not.toContain('Paid by');
  });

  it('says that a buyer without a TIN is in the consolidated e-invoice, and prints a MyKad with its dashes', async () => {
    const individual: InvoiceParty = {
      ...companyBuyer,
      name: 'Nurul Aisyah binti Ahmad',
      tin: null,
      ssmNumber: null,
      idNumber: '900101145678',
      email: 'aisyah@example.my',
    };
    const english = textOf(await renderInvoicePdf(invoice({ buyer: individual }), 'en'));
    expect(english).toContain('Not given — included in the monthly consolidated e-invoice');
    expect(english).toContain('MyKad / passport');
    expect(english).toContain('900101-14-5678');
    const malay = textOf(await renderInvoicePdf(invoice({ buyer: individual }), 'ms'));
    expect(malay).toContain('Tidak diberikan — termasuk dalam e-invois disatukan bulanan');
  });

  it('draws a credit note with the invoice it credits, its reason and the total credited', async () => {
    const document = invoice({
      kind: 'credit-note',
      number: 'SB-CN-2026-000003',
      creditedNumber: 'SB-2026-000042',
      reason: 'Tile sample arrived cracked',
      payment: null,
      validationUrl: null,
    });
    const bytes = await renderInvoicePdf(document, 'en');
    const text = textOf(bytes);
    for (const expected of [
      'Credit note',
      'SB-CN-2026-000003',
      'Credits invoice SB-2026-000042',
      'Tile sample arrived cracked',
      'Total credited',
      formatRinggit(document.total / 100),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Receipt');
    expect(text).not.toContain('Validated by');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Credit note SB-CN-2026-000003');
    expect(textOf(await renderInvoicePdf(document, 'ms'))).toContain('Nota kredit');
  });

  it('flows 60 lines onto further pages, each numbered and headed, the totals on the last', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line(`Sample ${index + 1}: porcelain tile, matt finish`, `SB-FLR-${String(index + 1).padStart(5, '0')}`, 1, 1500),
    );
    const document = invoice({ lines });
    const pages = await pageTexts(await renderInvoicePdf(document, 'en'));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Description');
    });
    const last = pages.at(-1)!;
    expect(last).toContain('Subtotal (excl. SST)');
    expect(last).toContain(formatRinggit(document.total / 100));
    expect(last).toContain('This document is computer generated');
    for (const page of pages.slice(0, -1)) expect(page).not.toContain('Subtotal (excl. SST)');
    expect(pages.slice(1).every((page) => page.includes('Samplebank Sdn. Bhd. · Tax invoice SB-2026-000042'))).toBe(
      true,
    );
    const all = pages.join(' ');
    for (const each of lines) expect(all.split(`${each.description} `).length - 1).toBe(1);
  });

  it('draws a character outside Windows-1252 as "?" instead of failing', async () => {
    const document = invoice({
      buyer: { ...companyBuyer, name: 'Syarikat 林 Trading' },
      lines: [line('Anti-slip tile, slip rating ≥ R10', 'SB-FLR-00900', 1, 1800)],
    });
    const text = textOf(await renderInvoicePdf(document, 'en'));
    expect(text).toContain('Syarikat ? Trading');
    expect(text).toContain('slip rating ? R10');
  });

  it('sets the title, author, language and date of issue as the PDF metadata', async () => {
    const pdf = await PDFDocument.load(await renderInvoicePdf(invoice(), 'ms'), { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Invois cukai SB-2026-000042');
    expect(pdf.getAuthor()).toBe('Samplebank Sdn. Bhd.');
    expect(pdf.getCreationDate()).toEqual(ISSUED_AT);
    expect(pdf.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('ms-MY');
    const english = await PDFDocument.load(await renderInvoicePdf(invoice(), 'en'), { updateMetadata: false });
    expect(english.getTitle()).toBe('Tax invoice SB-2026-000042');
  });
});
