import { describe, expect, it } from 'vitest';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '../invoices/invoice-document.js';
import {
  buildConsolidatedDocument,
  buildMyInvoisDocument,
  type ConsolidatedReceipt,
  GENERAL_PUBLIC_TIN,
  type MyInvoisDocument,
} from './ubl-document.js';
import { validateMyInvoisDocument } from './ubl-validate.js';

// The e-invoice is read back by path, as MyInvois reads it: each element an array whose first object holds the value
// under `_` and its attributes beside it.

const ISSUED_AT = new Date('2026-11-29T06:15:30Z');

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
  phone: '03-7890 1234',
  addressLines: ['No. 12, Jalan SS 15/4', '47500 Subang Jaya', 'Selangor'],
  stateCode: '10',
  postcode: '47500',
  city: 'Subang Jaya',
};

const individualBuyer: InvoiceParty = {
  name: 'Nurul Aina binti Ahmad',
  tin: 'IG21136626090',
  ssmNumber: null,
  idNumber: '900101-14-5678',
  sstNumber: null,
  email: 'nurul.aina@example.my',
  phone: null,
  addressLines: ['22, Jalan Bukit Bintang', '55100 Kuala Lumpur', 'W.P. Kuala Lumpur'],
  stateCode: '14',
  postcode: '55100',
  city: 'Kuala Lumpur',
};

function line(description: string, quantity: number, unitPrice: number, taxRate = 0.08): InvoiceLine {
  const amount = quantity * unitPrice;
  return { description, reference: null, quantity, unitPrice, amount, taxRate, tax: Math.round(amount * taxRate) };
}

// RM 30.00 + RM 25.00 at 8% SST (RM 2.40 + RM 2.00), and RM 15.00 of delivery without: RM 70.00 + RM 4.40
const LINES = [
  line('Terrazzo tile, Batik Grey, 600 x 600 mm honed', 2, 1500),
  line('Engineered oak flooring, natural oiled finish', 1, 2500),
  line('Standard delivery', 1, 1500, 0),
];

/** An invoice whose totals add up from its lines. */
function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = overrides.lines ?? LINES;
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
    validationUrl: null,
    ...overrides,
    lines,
  };
}

type Node = Record<string, unknown>;

/** The element at a path, each step the first object of its array. */
function at(node: unknown, ...path: string[]): Node {
  return path.reduce((parent, key) => ((parent as Node)[key] as Node[])[0] as Node, node as Node);
}

const valueAt = (node: unknown, ...path: string[]) => at(node, ...path)._;
const all = (node: unknown, key: string) => (node as Node)[key] as Node[];
const the = (document: MyInvoisDocument) => document.Invoice[0];

/** The ID a party gives under a scheme. */
function identifier(party: Node, scheme: string) {
  const entry = all(party, 'PartyIdentification').find((each) => at(each, 'ID').schemeID === scheme);
  return entry ? valueAt(entry, 'ID') : undefined;
}

const supplier = (document: MyInvoisDocument) => at(the(document), 'AccountingSupplierParty', 'Party');
const buyer = (document: MyInvoisDocument) => at(the(document), 'AccountingCustomerParty', 'Party');

describe('buildMyInvoisDocument', () => {
  it("builds a company buyer's invoice that validates with nothing to fix", () => {
    const document = buildMyInvoisDocument(invoice());

    expect(validateMyInvoisDocument(document)).toEqual([]);
    expect(document._D).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(valueAt(the(document), 'ID')).toBe('SB-2026-000042');
    expect(at(the(document), 'InvoiceTypeCode')).toEqual({ _: '01', listVersionID: '1.0' });
    expect(valueAt(the(document), 'IssueDate')).toBe('2026-11-29');
    expect(valueAt(the(document), 'IssueTime')).toBe('06:15:30Z');
    expect(valueAt(the(document), 'DocumentCurrencyCode')).toBe('MYR');
  });

  it('names the supplier by TIN, BRN, SST number and MSIC code, at its state', () => {
    const party = supplier(buildMyInvoisDocument(invoice()));

    expect(identifier(party, 'TIN')).toBe('C24012345670');
    expect(identifier(party, 'BRN')).toBe('202401012345');
    expect(identifier(party, 'SST')).toBe('W10-2401-32000123');
    expect(identifier(party, 'TTX')).toBe('NA');
    expect(at(party, 'IndustryClassificationCode')).toEqual({
      _: '47912',
      name: 'Retail sale of building material samples over the internet',
    });
    expect(valueAt(party, 'PostalAddress', 'CountrySubentityCode')).toBe('14');
    expect(all(at(party, 'PostalAddress'), 'AddressLine')).toEqual([
      { Line: [{ _: 'Level 8, Menara Samplebank, Jalan Ampang' }] },
    ]);
    expect(at(party, 'PostalAddress', 'Country', 'IdentificationCode')).toEqual({
      _: 'MYS',
      listID: 'ISO3166-1',
      listAgencyID: '6',
    });
  });

  it('names a company buyer by TIN and SSM number, its phone in E.164 and no SST number as NA', () => {
    const party = buyer(buildMyInvoisDocument(invoice()));

    expect(identifier(party, 'TIN')).toBe('C20880050010');
    expect(identifier(party, 'BRN')).toBe('201901023456');
    expect(identifier(party, 'SST')).toBe('NA');
    expect(valueAt(party, 'PartyLegalEntity', 'RegistrationName')).toBe('Rekabina Interior Sdn. Bhd.');
    expect(valueAt(party, 'PostalAddress', 'CountrySubentityCode')).toBe('10');
    expect(valueAt(party, 'Contact', 'Telephone')).toBe('+60378901234');
  });

  it('carries every line, taxed at 8% as service tax or exempt for the delivery, with totals in ringgit', () => {
    const document = buildMyInvoisDocument(invoice());
    const lines = all(the(document), 'InvoiceLine');

    expect(lines).toHaveLength(3);
    expect(lines.map((each) => valueAt(each, 'ID'))).toEqual(['1', '2', '3']);
    expect(at(lines[0], 'InvoicedQuantity')).toEqual({ _: 2, unitCode: 'C62' });
    expect(at(lines[0], 'LineExtensionAmount')).toEqual({ _: 30, currencyID: 'MYR' });
    expect(valueAt(lines[0], 'Price', 'PriceAmount')).toBe(15);
    expect(valueAt(lines[0], 'TaxTotal', 'TaxAmount')).toBe(2.4);
    expect(valueAt(lines[0], 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID')).toBe('02');
    expect(valueAt(lines[0], 'TaxTotal', 'TaxSubtotal', 'Percent')).toBe(8);
    expect(at(lines[0], 'Item', 'CommodityClassification', 'ItemClassificationCode')).toEqual({
      _: '022',
      listID: 'CLASS',
    });
    expect(valueAt(lines[2], 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID')).toBe('E');
    expect(valueAt(lines[2], 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'TaxExemptionReason')).toBeTruthy();

    const totals = at(the(document), 'LegalMonetaryTotal');
    expect(valueAt(totals, 'LineExtensionAmount')).toBe(70);
    expect(valueAt(totals, 'TaxExclusiveAmount')).toBe(70);
    expect(valueAt(totals, 'TaxInclusiveAmount')).toBe(74.4);
    expect(valueAt(totals, 'PayableAmount')).toBe(74.4);
    expect(valueAt(the(document), 'TaxTotal', 'TaxAmount')).toBe(4.4);
    const subtotals = all(at(the(document), 'TaxTotal'), 'TaxSubtotal');
    expect(subtotals.map((each) => [valueAt(each, 'TaxableAmount'), valueAt(each, 'TaxAmount')])).toEqual([
      [55, 4.4],
      [15, 0],
    ]);
  });

  it('names an individual by the MyKad number (NRIC) they gave', () => {
    const document = buildMyInvoisDocument(invoice({ buyer: individualBuyer }));
    const party = buyer(document);

    expect(validateMyInvoisDocument(document)).toEqual([]);
    expect(identifier(party, 'TIN')).toBe('IG21136626090');
    expect(identifier(party, 'NRIC')).toBe('900101145678');
    expect(identifier(party, 'BRN')).toBeUndefined();
    expect(valueAt(party, 'Contact', 'Telephone')).toBe('NA');
  });

  it('names an individual by passport, and gives one without a TIN the general TIN LHDN sets for them', () => {
    const byPassport = buyer(buildMyInvoisDocument(invoice({ buyer: { ...individualBuyer, idNumber: 'A12345678' } })));
    const byMyKadOnly = buyer(buildMyInvoisDocument(invoice({ buyer: { ...individualBuyer, tin: null } })));

    expect(identifier(byPassport, 'PASSPORT')).toBe('A12345678');
    expect(identifier(byPassport, 'NRIC')).toBeUndefined();
    expect(identifier(byMyKadOnly, 'TIN')).toBe(GENERAL_PUBLIC_TIN);
  });

  it('builds a credit note of type 02 that refers to the invoice it corrects', () => {
    const creditNote = invoice({
      kind: 'credit-note',
      number: 'SB-CN-2026-000003',
      creditedNumber: 'SB-2026-000042',
      reason: 'Tile arrived cracked',
      payment: null,
      lines: [line('Terrazzo tile, Batik Grey, 600 x 600 mm honed', 1, 1500)],
    });
    const document = buildMyInvoisDocument(creditNote);

    expect(validateMyInvoisDocument(document)).toEqual([]);
    expect(valueAt(the(document), 'InvoiceTypeCode')).toBe('02');
    expect(at(the(document), 'BillingReference', 'InvoiceDocumentReference')).toEqual({
      ID: [{ _: 'SB-2026-000042' }],
      UUID: [{ _: 'NA' }],
    });
    const withUuid = buildMyInvoisDocument(creditNote, { creditedUuid: 'F9D425P6DS7D8IU' });
    expect(valueAt(the(withUuid), 'BillingReference', 'InvoiceDocumentReference', 'UUID')).toBe('F9D425P6DS7D8IU');
  });

  it('gives a document that survives JSON unchanged: no dates, no undefined', () => {
    const document = buildMyInvoisDocument(invoice({ buyer: { ...companyBuyer, email: null, phone: null } }));
    const leaves: unknown[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
      else leaves.push(node);
    };
    walk(document);

    expect(JSON.parse(JSON.stringify(document))).toStrictEqual(document);
    expect(leaves.every((leaf) => typeof leaf === 'string' || typeof leaf === 'number')).toBe(true);
  });
});

describe('buildConsolidatedDocument', () => {
  const receipts: ConsolidatedReceipt[] = [
    {
      number: 'SB-2026-000101',
      issuedAt: new Date('2026-11-03T02:00:00Z'),
      subtotal: 5000,
      tax: 400,
      total: 5400,
      taxRate: 0.08,
    },
    {
      number: 'SB-2026-000117',
      issuedAt: new Date('2026-11-12T09:30:00Z'),
      // RM 125.50 of samples at 8% and RM 10.00 of delivery
      subtotal: 13550,
      tax: 1004,
      total: 14554,
      taxRate: 0.08,
    },
    {
      number: 'SB-2026-000140',
      issuedAt: new Date('2026-11-28T14:45:00Z'),
      subtotal: 1500,
      tax: 0,
      total: 1500,
      taxRate: 0,
    },
  ];
  const consolidated = () =>
    buildConsolidatedDocument({
      seller,
      number: 'SB-CON-2026-11',
      issuedAt: new Date('2026-12-03T01:00:00Z'),
      month: '2026-11',
      receipts,
    });

  it("sells a month's receipts to the General Public, one line each, and validates", () => {
    const document = consolidated();
    const party = buyer(document);

    expect(validateMyInvoisDocument(document)).toEqual([]);
    expect(valueAt(the(document), 'ID')).toBe('SB-CON-2026-11');
    expect(valueAt(party, 'PartyLegalEntity', 'RegistrationName')).toBe('General Public');
    expect(identifier(party, 'TIN')).toBe('EI00000000010');
    expect(identifier(party, 'BRN')).toBe('NA');
    expect(valueAt(party, 'PostalAddress', 'CountrySubentityCode')).toBe('17');
    expect(at(the(document), 'InvoicePeriod')).toEqual({
      StartDate: [{ _: '2026-11-01' }],
      EndDate: [{ _: '2026-11-30' }],
      Description: [{ _: 'Monthly' }],
    });
  });

  it("names each receipt on its line, classified as a consolidated e-invoice, and adds the receipts' totals", () => {
    const document = consolidated();
    const lines = all(the(document), 'InvoiceLine');

    expect(lines.map((each) => valueAt(each, 'Item', 'Description'))).toEqual(receipts.map((each) => each.number));
    expect(lines.map((each) => valueAt(each, 'Item', 'CommodityClassification', 'ItemClassificationCode'))).toEqual([
      '004',
      '004',
      '004',
    ]);
    expect(lines.map((each) => valueAt(each, 'InvoicedQuantity'))).toEqual([1, 1, 1]);
    const totals = at(the(document), 'LegalMonetaryTotal');
    expect(valueAt(totals, 'LineExtensionAmount')).toBe(200.5);
    expect(valueAt(the(document), 'TaxTotal', 'TaxAmount')).toBe(14.04);
    expect(valueAt(totals, 'TaxInclusiveAmount')).toBe(214.54);
    expect(valueAt(totals, 'PayableAmount')).toBe(214.54);
  });

  it("splits a receipt's subtotal into its taxed samples and its exempt delivery", () => {
    const document = consolidated();
    const taxedAndExempt = (node: Node) =>
      all(at(node, 'TaxTotal'), 'TaxSubtotal').map((each) => [
        valueAt(each, 'TaxCategory', 'ID'),
        valueAt(each, 'Percent'),
        valueAt(each, 'TaxableAmount'),
        valueAt(each, 'TaxAmount'),
      ]);

    expect(taxedAndExempt(all(the(document), 'InvoiceLine')[1] as Node)).toEqual([
      ['02', 8, 125.5, 10.04],
      ['E', 0, 10, 0],
    ]);
    expect(taxedAndExempt(the(document))).toEqual([
      ['02', 8, 175.5, 14.04],
      ['E', 0, 25, 0],
    ]);
  });

  it('refuses a month that is not one', () => {
    expect(() =>
      buildConsolidatedDocument({ seller, number: 'X', issuedAt: ISSUED_AT, month: '2026-13', receipts }),
    ).toThrow(RangeError);
  });
});

describe('validateMyInvoisDocument', () => {
  it('finds a missing buyer TIN', () => {
    const document = buildMyInvoisDocument(invoice({ buyer: { ...companyBuyer, tin: null } }));

    expect(validateMyInvoisDocument(document)).toEqual(['Buyer TIN is missing']);
  });

  it('finds a TIN that is not letters then digits', () => {
    const document = buildMyInvoisDocument(invoice({ seller: { ...seller, tin: '24012345670' } }));

    expect(validateMyInvoisDocument(document)).toEqual([
      'Supplier TIN "24012345670" is not a TIN (one or two letters then 8 to 12 digits, e.g. C20880050010)',
    ]);
  });

  it('finds a missing MSIC code', () => {
    const document = buildMyInvoisDocument(invoice({ seller: { ...seller, msicCode: '' } }));

    expect(validateMyInvoisDocument(document)).toEqual(['Supplier MSIC code is missing']);
  });

  it('finds totals that do not add up', () => {
    const document = buildMyInvoisDocument(invoice({ subtotal: 8000, total: 8000 }));

    expect(validateMyInvoisDocument(document)).toEqual([
      'Total LineExtensionAmount RM 80.00 is not the sum of the lines (RM 70.00)',
      'Total TaxInclusiveAmount RM 80.00 is not TaxExclusiveAmount plus the tax (RM 84.40)',
    ]);
  });

  it('finds a payable amount that is not the total with tax', () => {
    const document = buildMyInvoisDocument(invoice());
    at(the(document), 'LegalMonetaryTotal').PayableAmount = [{ _: 70, currencyID: 'MYR' }];

    expect(validateMyInvoisDocument(document)).toEqual([
      'Total PayableAmount RM 70.00 is not TaxInclusiveAmount (RM 74.40)',
    ]);
  });

  it('finds a document without lines', () => {
    const document = buildMyInvoisDocument(invoice({ lines: [] }));

    expect(validateMyInvoisDocument(document)).toEqual(['The document has no invoice lines']);
  });

  it('finds a line without its classification and a credit note that names no invoice', () => {
    const document = buildMyInvoisDocument(invoice({ kind: 'credit-note', creditedNumber: null }));
    delete at(all(the(document), 'InvoiceLine')[1], 'Item').CommodityClassification;

    expect(validateMyInvoisDocument(document)).toEqual([
      'A credit note must name the invoice it corrects (BillingReference) and it does not',
      'Line 2 has no classification code',
    ]);
  });

  it('finds a wrong envelope, type code and currency', () => {
    const document = buildMyInvoisDocument(invoice());
    document._D = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
    at(the(document), 'InvoiceTypeCode')._ = '11';
    the(document).DocumentCurrencyCode = [{ _: 'USD' }];

    expect(validateMyInvoisDocument(document)).toEqual([
      'Envelope key _D should be "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
      'Invoice type code "11" is not one of 01, 02, 03, 04',
      'Document currency "USD" is not MYR',
    ]);
  });
});
