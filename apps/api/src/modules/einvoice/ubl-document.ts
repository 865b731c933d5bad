import { normaliseMalaysianPhone } from '@samplebank/contracts/phone';
import { identityKindOf, normaliseIdNumber } from '@samplebank/contracts/tax-identity';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '../invoices/invoice-document.js';

// An issued invoice or credit note as the e-invoice LHDN's MyInvois takes (issue 20): UBL 2.1 in MyInvois's JSON
// form, document version 1.0 (unsigned). Each value is an array of objects with the value under `_` and its
// attributes beside it. Pure, so the same document always gives the same e-invoice and both are tested alone.
// Elements follow UBL 2.1's sequence, which LHDN's SDK asks for even in JSON.

export type MyInvoisDocument = { _D: string; _A: string; _B: string; Invoice: [Record<string, unknown>] };

/** One receipt a consolidated e-invoice covers, its amounts in sen and its SST rate as a fraction (0.08). */
export type ConsolidatedReceipt = {
  number: string;
  issuedAt: Date;
  subtotal: number;
  tax: number;
  total: number;
  taxRate: number;
};

export const MYINVOIS_NAMESPACES = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** The e-invoice types of LHDN's code list this platform issues. */
export const MYINVOIS_TYPE_CODES = { invoice: '01', 'credit-note': '02' } as const;

/** LHDN's general TINs, for a buyer who has none of their own (LHDN's e-invoice guideline, appendix 1). */
export const GENERAL_PUBLIC_TIN = 'EI00000000010';
export const FOREIGN_BUYER_TIN = 'EI00000000020';

/** MyInvois's product classifications: '022' Others, '004' a consolidated e-invoice. */
export const CLASSIFICATION = { others: '022', consolidated: '004' } as const;

const NOT_APPLICABLE = 'NA';
// the SST charged is service tax in LHDN's tax types; a line charged none (the delivery) is marked exempt
const SERVICE_TAX = '02';
const TAX_EXEMPT = 'E';
const EXEMPTION_REASON = 'Not subject to SST';
const MAX_ADDRESS_LINES = 3;

type Ubl = Record<string, unknown>;
type PartyIdentifier = [scheme: string, id: string];
type PartyInput = {
  name: string;
  identifiers: PartyIdentifier[];
  address: { lines: string[]; city: string; postcode: string; stateCode: string };
  phone: string;
  email: string | null;
  industry?: { code: string; name: string };
};

const value = (content: string | number, attributes: Record<string, string> = {}) => [{ _: content, ...attributes }];
const money = (sen: number) => value(ringgit(sen), { currencyID: 'MYR' });

/** Sen as the ringgit MyInvois reads (5100 -> 51, 1234 -> 12.34). */
export function ringgit(sen: number): number {
  return Math.round(sen) / 100;
}

/** A rate kept as a fraction (0.08) as the percentage MyInvois reads (8). */
function percentOf(rate: number): number {
  return Math.round(rate * 10_000) / 100;
}

function addressLinesOf(party: InvoiceParty): string[] {
  // the printed lines end with "postcode city" and the state, which MyInvois takes in fields of their own
  const cityLine = party.postcode ? party.addressLines.findIndex((line) => line.startsWith(party.postcode!)) : -1;
  const street = (cityLine >= 0 ? party.addressLines.slice(0, cityLine) : party.addressLines).filter(Boolean);
  if (street.length === 0) return [NOT_APPLICABLE];
  if (street.length <= MAX_ADDRESS_LINES) return street;
  return [...street.slice(0, MAX_ADDRESS_LINES - 1), street.slice(MAX_ADDRESS_LINES - 1).join(', ')];
}

function partyOf(input: PartyInput): Ubl {
  const { address } = input;
  const contact: Ubl = { Telephone: value(input.phone) };
  if (input.email) contact.ElectronicMail = value(input.email);
  return {
    ...(input.industry && {
      IndustryClassificationCode: value(input.industry.code, { name: input.industry.name }),
    }),
    PartyIdentification: input.identifiers.map(([scheme, id]) => ({ ID: value(id, { schemeID: scheme }) })),
    PostalAddress: [
      {
        CityName: value(address.city),
        PostalZone: value(address.postcode),
        CountrySubentityCode: value(address.stateCode),
        AddressLine: address.lines.map((line) => ({ Line: value(line) })),
        Country: [{ IdentificationCode: value('MYS', { listID: 'ISO3166-1', listAgencyID: '6' }) }],
      },
    ],
    PartyLegalEntity: [{ RegistrationName: value(input.name) }],
    Contact: [contact],
  };
}

const phoneOf = (phone: string | null) => (phone ? (normaliseMalaysianPhone(phone) ?? phone) : '');

function supplierOf(seller: InvoiceDocument['seller']): Ubl {
  const party = partyOf({
    name: seller.name,
    identifiers: [
      ['TIN', seller.tin ?? ''],
      ['BRN', seller.ssmNumber ?? ''],
      ['SST', seller.sstNumber ?? NOT_APPLICABLE],
      ['TTX', NOT_APPLICABLE],
    ],
    address: {
      lines: addressLinesOf(seller),
      city: seller.city ?? '',
      postcode: seller.postcode ?? '',
      stateCode: seller.stateCode ?? '',
    },
    phone: phoneOf(seller.phone),
    email: seller.email,
    industry: { code: seller.msicCode, name: seller.businessActivity },
  });
  return { Party: [party] };
}

/** How MyInvois knows the buyer: its SSM number, an individual's MyKad or passport, or nothing ('NA'). */
function registrationOf(buyer: InvoiceParty): PartyIdentifier {
  if (buyer.ssmNumber) return ['BRN', buyer.ssmNumber];
  const kind = buyer.idNumber ? identityKindOf(buyer.idNumber) : null;
  if (buyer.idNumber && kind) return [kind, normaliseIdNumber(buyer.idNumber)];
  return ['BRN', NOT_APPLICABLE];
}

/** The buyer's TIN; an individual known only by MyKad or passport takes LHDN's general TIN for one. */
function buyerTinOf(buyer: InvoiceParty): string {
  if (buyer.tin) return buyer.tin;
  const kind = buyer.idNumber && !buyer.ssmNumber ? identityKindOf(buyer.idNumber) : null;
  if (kind === 'NRIC') return GENERAL_PUBLIC_TIN;
  if (kind === 'PASSPORT') return FOREIGN_BUYER_TIN;
  return '';
}

function customerOf(buyer: InvoiceParty): Ubl {
  const party = partyOf({
    name: buyer.name,
    identifiers: [
      ['TIN', buyerTinOf(buyer)],
      registrationOf(buyer),
      ['SST', buyer.sstNumber ?? NOT_APPLICABLE],
      ['TTX', NOT_APPLICABLE],
    ],
    address: {
      lines: addressLinesOf(buyer),
      city: buyer.city ?? NOT_APPLICABLE,
      postcode: buyer.postcode ?? '',
      // '17' is MyInvois's "Not Applicable" state
      stateCode: buyer.stateCode ?? '17',
    },
    phone: phoneOf(buyer.phone) || NOT_APPLICABLE,
    email: buyer.email,
  });
  return { Party: [party] };
}

// a function, not a constant, so no two documents share (and a change to one alters) the same object
const generalPublic = (): Ubl => ({
  Party: [
    partyOf({
      name: 'General Public',
      identifiers: [
        ['TIN', GENERAL_PUBLIC_TIN],
        ['BRN', NOT_APPLICABLE],
        ['SST', NOT_APPLICABLE],
        ['TTX', NOT_APPLICABLE],
      ],
      address: { lines: [NOT_APPLICABLE], city: NOT_APPLICABLE, postcode: '', stateCode: '17' },
      phone: NOT_APPLICABLE,
      email: null,
    }),
  ],
});

type Taxed = { taxable: number; tax: number; rate: number };

function taxSubtotalOf({ taxable, tax, rate }: Taxed): Ubl {
  const exempt = rate === 0;
  return {
    TaxableAmount: money(taxable),
    TaxAmount: money(tax),
    Percent: value(percentOf(rate)),
    TaxCategory: [
      {
        ID: value(exempt ? TAX_EXEMPT : SERVICE_TAX),
        ...(exempt && { TaxExemptionReason: value(EXEMPTION_REASON) }),
        TaxScheme: [{ ID: value('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }],
      },
    ],
  };
}

/** The document's TaxTotal: one subtotal for each rate its lines are taxed at. */
function taxTotalOf(lines: LineInput[], tax: number): Ubl[] {
  const byRate = new Map<number, Taxed>();
  for (const part of lines.flatMap((line) => line.parts)) {
    const sum = byRate.get(part.rate) ?? { taxable: 0, tax: 0, rate: part.rate };
    byRate.set(part.rate, { ...sum, taxable: sum.taxable + part.taxable, tax: sum.tax + part.tax });
  }
  return [{ TaxAmount: money(tax), TaxSubtotal: [...byRate.values()].map(taxSubtotalOf) }];
}

type LineInput = {
  quantity: number;
  unitPrice: number;
  amount: number;
  tax: number;
  /** the line's amount by SST rate: one part, or a receipt's taxed samples and untaxed delivery */
  parts: Taxed[];
  description: string;
  classification: string;
};

function invoiceLineOf(line: LineInput, index: number): Ubl {
  return {
    ID: value(String(index + 1)),
    InvoicedQuantity: value(line.quantity, { unitCode: 'C62' }),
    LineExtensionAmount: money(line.amount),
    TaxTotal: [{ TaxAmount: money(line.tax), TaxSubtotal: line.parts.map(taxSubtotalOf) }],
    Item: [
      {
        CommodityClassification: [{ ItemClassificationCode: value(line.classification, { listID: 'CLASS' }) }],
        Description: value(line.description),
      },
    ],
    Price: [{ PriceAmount: money(line.unitPrice) }],
    ItemPriceExtension: [{ Amount: money(line.amount) }],
  };
}

const lineInputOf = (line: InvoiceLine): LineInput => ({
  amount: line.amount,
  tax: line.tax,
  parts: [{ taxable: line.amount, tax: line.tax, rate: line.taxRate }],
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  description: line.description,
  classification: CLASSIFICATION.others,
});

function monetaryTotalOf(totals: { subtotal: number; total: number }): Ubl[] {
  return [
    {
      LineExtensionAmount: money(totals.subtotal),
      TaxExclusiveAmount: money(totals.subtotal),
      TaxInclusiveAmount: money(totals.total),
      PayableAmount: money(totals.total),
    },
  ];
}

/** ID, date and time (UTC, as MyInvois reads them), type and currency: how every document begins. */
function headerOf(number: string, issuedAt: Date, typeCode: string): Ubl {
  const iso = issuedAt.toISOString();
  return {
    ID: value(number),
    IssueDate: value(iso.slice(0, 10)),
    IssueTime: value(`${iso.slice(11, 19)}Z`),
    InvoiceTypeCode: value(typeCode, { listVersionID: '1.0' }),
    DocumentCurrencyCode: value('MYR'),
  };
}

const envelopeOf = (invoice: Ubl): MyInvoisDocument => ({ ...MYINVOIS_NAMESPACES, Invoice: [invoice] });

/**
 * An invoice or credit note as a MyInvois e-invoice. A credit note names the invoice it corrects by number, and by
 * MyInvois's UUID when it is known ('NA' otherwise, as LHDN allows for a document it did not validate).
 */
export function buildMyInvoisDocument(
  document: InvoiceDocument,
  options: { creditedUuid?: string | null } = {},
): MyInvoisDocument {
  const lines = document.lines.map(lineInputOf);
  const creditNote = document.kind === 'credit-note';
  return envelopeOf({
    ...headerOf(document.number, document.issuedAt, MYINVOIS_TYPE_CODES[document.kind]),
    ...(creditNote && {
      BillingReference: [
        {
          InvoiceDocumentReference: [
            { ID: value(document.creditedNumber ?? ''), UUID: value(options.creditedUuid || NOT_APPLICABLE) },
          ],
        },
      ],
    }),
    AccountingSupplierParty: [supplierOf(document.seller)],
    AccountingCustomerParty: [customerOf(document.buyer)],
    TaxTotal: taxTotalOf(lines, document.tax),
    LegalMonetaryTotal: monetaryTotalOf(document),
    InvoiceLine: lines.map(invoiceLineOf),
  });
}

/** The first and last day of a month given as '2026-11'. */
export function monthBounds(month: string): { start: string; end: string } {
  const parts = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!parts) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const lastDay = new Date(Date.UTC(Number(parts[1]), Number(parts[2]), 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * A receipt's subtotal by SST rate. It holds the samples, taxed at the receipt's rate, and the delivery, taxed at
 * none: the taxed part is worked back from the tax (to within the sen the tax was rounded to) and the rest is exempt.
 * A receipt kept without its rate is taxed as a whole at what its tax says.
 */
function receiptPartsOf({ subtotal, tax, taxRate }: ConsolidatedReceipt): Taxed[] {
  if (tax <= 0 || subtotal <= 0) return [{ taxable: subtotal, tax: 0, rate: 0 }];
  if (!taxRate) return [{ taxable: subtotal, tax, rate: tax / subtotal }];
  const taxed = Math.min(subtotal, Math.round(tax / taxRate));
  const parts = [{ taxable: taxed, tax, rate: taxRate }];
  return taxed < subtotal ? [...parts, { taxable: subtotal - taxed, tax: 0, rate: 0 }] : parts;
}

const receiptLineOf = (receipt: ConsolidatedReceipt): LineInput => ({
  amount: receipt.subtotal,
  tax: receipt.tax,
  parts: receiptPartsOf(receipt),
  quantity: 1,
  unitPrice: receipt.subtotal,
  // LHDN asks for each receipt's own number in the consolidated e-invoice's description
  description: receipt.number,
  classification: CLASSIFICATION.consolidated,
});

/**
 * A month's consolidated e-invoice: the receipts of buyers who gave no TIN, one line each, sold to LHDN's "General
 * Public" and covering the month as its billing period.
 */
export function buildConsolidatedDocument(input: {
  seller: InvoiceDocument['seller'];
  number: string;
  issuedAt: Date;
  month: string;
  receipts: ConsolidatedReceipt[];
}): MyInvoisDocument {
  const { start, end } = monthBounds(input.month);
  const lines = input.receipts.map(receiptLineOf);
  const sum = (pick: (receipt: ConsolidatedReceipt) => number) =>
    input.receipts.reduce((total, receipt) => total + pick(receipt), 0);
  return envelopeOf({
    ...headerOf(input.number, input.issuedAt, MYINVOIS_TYPE_CODES.invoice),
    InvoicePeriod: [{ StartDate: value(start), EndDate: value(end), Description: value('Monthly') }],
    AccountingSupplierParty: [supplierOf(input.seller)],
    AccountingCustomerParty: [generalPublic()],
    TaxTotal: taxTotalOf(
      lines,
      sum((receipt) => receipt.tax),
    ),
    LegalMonetaryTotal: monetaryTotalOf({ subtotal: sum((r) => r.subtotal), total: sum((r) => r.total) }),
    InvoiceLine: lines.map(invoiceLineOf),
  });
}
