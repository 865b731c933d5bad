import { MYINVOIS_STATE_CODES } from '@samplebank/contracts/invoicing-settings';
import { isTin, normaliseTin } from '@samplebank/contracts/tax-identity';
import { MYINVOIS_NAMESPACES, type MyInvoisDocument } from './ubl-document.js';

// The checks MyInvois would refuse a document for, run before it is sent (issue 20): the mandatory fields of LHDN's
// invoice v1.0 and that its totals add up. Each problem is one sentence naming the field, for staff to read in the
// back office; an empty list means the document is ready to submit. MyInvois still checks what only it can (that a
// TIN is registered, that a credited invoice exists).

type Node = Record<string, unknown>;

const TYPE_NAMES: Record<string, string> = {
  '01': 'invoice',
  '02': 'credit note',
  '03': 'debit note',
  '04': 'refund note',
};
const TYPES_CORRECTING_AN_INVOICE = ['02', '03', '04'];
const MAX_ID_LENGTH = 50;
const E164 = /^\+[1-9]\d{7,14}$/;
const UTC_TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object of an element's array (`"AddressLine": [{...}, {...}]`). */
function children(node: Node | undefined, key: string): Node[] {
  const list = node?.[key];
  return Array.isArray(list) ? list.filter(isNode) : [];
}

/** The element at a path, taking the first object of each array on the way. */
function at(node: Node | undefined, ...path: string[]): Node | undefined {
  return path.reduce<Node | undefined>((parent, key) => children(parent, key)[0], node);
}

/** An element's value as text; undefined when absent or blank. */
function textAt(node: Node | undefined, ...path: string[]): string | undefined {
  const content = at(node, ...path)?._;
  if (typeof content !== 'string' && typeof content !== 'number') return undefined;
  const text = String(content).trim();
  return text === '' ? undefined : text;
}

/** An amount's value; undefined when absent or not a number. */
function amountAt(node: Node | undefined, ...path: string[]): number | undefined {
  const content = at(node, ...path)?._;
  return typeof content === 'number' && Number.isFinite(content) ? content : undefined;
}

const sen = (ringgit: number) => Math.round(ringgit * 100);
const rm = (ringgit: number) => `RM ${ringgit.toFixed(2)}`;

/** The ID a party gives under a scheme (TIN, BRN, NRIC, PASSPORT, SST, TTX). */
function identifierOf(party: Node | undefined, scheme: string): string | undefined {
  const entry = children(party, 'PartyIdentification').find((each) => at(each, 'ID')?.schemeID === scheme);
  return textAt(entry, 'ID');
}

function envelopeProblems(document: MyInvoisDocument): string[] {
  const problems = Object.entries(MYINVOIS_NAMESPACES)
    .filter(([key, expected]) => (document as Node)[key] !== expected)
    .map(([key, expected]) => `Envelope key ${key} should be "${expected}"`);
  const invoices = (document as Node).Invoice;
  if (!Array.isArray(invoices) || invoices.length !== 1) problems.push('The document must hold exactly one Invoice');
  return problems;
}

function idProblems(invoice: Node): string[] {
  const id = textAt(invoice, 'ID');
  if (!id) return ['Invoice ID is missing'];
  return id.length > MAX_ID_LENGTH ? [`Invoice ID is longer than ${MAX_ID_LENGTH} characters`] : [];
}

function dateProblems(invoice: Node): string[] {
  const problems: string[] = [];
  const date = textAt(invoice, 'IssueDate');
  if (!date) problems.push('Issue date is missing');
  else if (!isDate(date)) problems.push(`Issue date "${date}" is not a date (YYYY-MM-DD)`);
  const time = textAt(invoice, 'IssueTime');
  if (!time) problems.push('Issue time is missing');
  else if (!UTC_TIME.test(time)) problems.push(`Issue time "${time}" is not a UTC time (HH:MM:SSZ)`);
  return problems;
}

function typeAndCurrencyProblems(invoice: Node): string[] {
  const problems: string[] = [];
  const type = textAt(invoice, 'InvoiceTypeCode');
  if (!type) problems.push('Invoice type code is missing');
  else if (!TYPE_NAMES[type]) problems.push(`Invoice type code "${type}" is not one of 01, 02, 03, 04`);
  else if (at(invoice, 'InvoiceTypeCode')?.listVersionID !== '1.0') problems.push('Invoice version is not 1.0');
  const currency = textAt(invoice, 'DocumentCurrencyCode');
  if (!currency) problems.push('Document currency is missing');
  else if (currency !== 'MYR') problems.push(`Document currency "${currency}" is not MYR`);
  return problems;
}

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function tinProblems(party: Node | undefined, label: string): string[] {
  const tin = identifierOf(party, 'TIN');
  if (!tin) return [`${label} TIN is missing`];
  if (!isTin(tin) || normaliseTin(tin) !== tin) {
    return [`${label} TIN "${tin}" is not a TIN (one or two letters then 8 to 12 digits, e.g. C20880050010)`];
  }
  return [];
}

function stateProblems(address: Node | undefined, label: string): string[] {
  const state = textAt(address, 'CountrySubentityCode');
  if (!state) return [`${label} state code is missing`];
  if (!(state in MYINVOIS_STATE_CODES))
    return [`${label} state code "${state}" is not a MyInvois state code (01 to 17)`];
  return [];
}

function addressProblems(party: Node | undefined, label: string): string[] {
  const address = at(party, 'PostalAddress');
  if (!address) return [`${label} address is missing`];
  const problems: string[] = [];
  if (!children(address, 'AddressLine').some((line) => textAt(line, 'Line')))
    problems.push(`${label} address line is missing`);
  if (!textAt(address, 'CityName')) problems.push(`${label} city is missing`);
  if (!textAt(address, 'Country', 'IdentificationCode')) problems.push(`${label} country code is missing`);
  return [...problems, ...stateProblems(address, label)];
}

function supplierProblems(invoice: Node): string[] {
  const party = at(invoice, 'AccountingSupplierParty', 'Party');
  if (!party) return ['Supplier (AccountingSupplierParty) is missing'];
  const problems = tinProblems(party, 'Supplier');
  const brn = identifierOf(party, 'BRN');
  if (!brn || brn === 'NA') problems.push('Supplier BRN (SSM registration number) is missing');
  const msic = textAt(party, 'IndustryClassificationCode');
  if (!msic) problems.push('Supplier MSIC code is missing');
  else if (!/^\d{5}$/.test(msic)) problems.push(`Supplier MSIC code "${msic}" is not 5 digits`);
  const activity = at(party, 'IndustryClassificationCode')?.name;
  if (typeof activity !== 'string' || activity.trim() === '') problems.push('Supplier business activity is missing');
  if (!textAt(party, 'PartyLegalEntity', 'RegistrationName')) problems.push('Supplier name is missing');
  const phone = textAt(party, 'Contact', 'Telephone');
  if (!phone || phone === 'NA') problems.push('Supplier phone is missing');
  else if (!E164.test(phone)) problems.push(`Supplier phone "${phone}" is not in E.164 form (e.g. +60321234567)`);
  if (!textAt(party, 'Contact', 'ElectronicMail')) problems.push('Supplier e-mail is missing');
  return [...problems, ...addressProblems(party, 'Supplier')];
}

function buyerProblems(invoice: Node): string[] {
  const party = at(invoice, 'AccountingCustomerParty', 'Party');
  if (!party) return ['Buyer (AccountingCustomerParty) is missing'];
  const problems = tinProblems(party, 'Buyer');
  if (!textAt(party, 'PartyLegalEntity', 'RegistrationName')) problems.push('Buyer name is missing');
  const address = at(party, 'PostalAddress');
  if (!address) problems.push('Buyer address is missing');
  else problems.push(...stateProblems(address, 'Buyer'));
  return problems;
}

function lineProblems(line: Node, index: number): string[] {
  const label = `Line ${textAt(line, 'ID') ?? index + 1}`;
  const problems: string[] = [];
  const classification = textAt(line, 'Item', 'CommodityClassification', 'ItemClassificationCode');
  if (!classification) problems.push(`${label} has no classification code`);
  else if (!/^\d{3}$/.test(classification)) {
    problems.push(`${label} classification code "${classification}" is not a MyInvois classification (3 digits)`);
  }
  if (!textAt(line, 'Item', 'Description')) problems.push(`${label} has no description`);
  const quantity = amountAt(line, 'InvoicedQuantity');
  const price = amountAt(line, 'Price', 'PriceAmount');
  const amount = amountAt(line, 'LineExtensionAmount');
  if (quantity === undefined) problems.push(`${label} quantity is missing`);
  if (price === undefined) problems.push(`${label} price is missing`);
  if (amount === undefined) problems.push(`${label} amount (LineExtensionAmount) is missing`);
  else if (quantity !== undefined && price !== undefined && sen(amount) !== Math.round(quantity * sen(price))) {
    problems.push(`${label} amount ${rm(amount)} is not its quantity times its price (${rm(quantity * price)})`);
  }
  if (amountAt(line, 'TaxTotal', 'TaxAmount') === undefined) problems.push(`${label} tax (TaxTotal) is missing`);
  return problems;
}

function linesProblems(invoice: Node): string[] {
  const lines = children(invoice, 'InvoiceLine');
  if (lines.length === 0) return ['The document has no invoice lines'];
  return lines.flatMap(lineProblems);
}

function referenceProblems(invoice: Node): string[] {
  const type = textAt(invoice, 'InvoiceTypeCode') ?? '';
  if (!TYPES_CORRECTING_AN_INVOICE.includes(type)) return [];
  if (textAt(invoice, 'BillingReference', 'InvoiceDocumentReference', 'ID')) return [];
  return [`A ${TYPE_NAMES[type]} must name the invoice it corrects (BillingReference) and it does not`];
}

const sumOf = (values: Array<number | undefined>) => values.reduce<number>((sum, value) => sum + sen(value ?? 0), 0);
const TOTAL_FIELDS = ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'PayableAmount'] as const;
type Totals = Record<(typeof TOTAL_FIELDS)[number], number | undefined> & { tax: number | undefined };

/** That the lines add up to the document's amounts. */
function lineSumProblems(invoice: Node, totals: Totals): string[] {
  const problems: string[] = [];
  const lines = children(invoice, 'InvoiceLine');
  const amounts = sumOf(lines.map((line) => amountAt(line, 'LineExtensionAmount')));
  const { LineExtensionAmount: lineTotal, tax } = totals;
  if (lineTotal !== undefined && sen(lineTotal) !== amounts) {
    problems.push(`Total LineExtensionAmount ${rm(lineTotal)} is not the sum of the lines (${rm(amounts / 100)})`);
  }
  const taxes = sumOf(lines.map((line) => amountAt(line, 'TaxTotal', 'TaxAmount')));
  if (tax !== undefined && lines.length > 0 && sen(tax) !== taxes) {
    problems.push(`Tax total ${rm(tax)} is not the sum of the lines' tax (${rm(taxes / 100)})`);
  }
  return problems;
}

/** That the document's totals follow from one another, to the sen. */
function totalArithmeticProblems({
  TaxExclusiveAmount: exclusive,
  TaxInclusiveAmount: inclusive,
  PayableAmount: payable,
  tax,
}: Totals) {
  const problems: string[] = [];
  if (
    inclusive !== undefined &&
    exclusive !== undefined &&
    tax !== undefined &&
    sen(inclusive) !== sen(exclusive) + sen(tax)
  ) {
    problems.push(
      `Total TaxInclusiveAmount ${rm(inclusive)} is not TaxExclusiveAmount plus the tax (${rm(exclusive + tax)})`,
    );
  }
  if (payable !== undefined && inclusive !== undefined && sen(payable) !== sen(inclusive)) {
    problems.push(`Total PayableAmount ${rm(payable)} is not TaxInclusiveAmount (${rm(inclusive)})`);
  }
  return problems;
}

function totalProblems(invoice: Node): string[] {
  const monetary = at(invoice, 'LegalMonetaryTotal');
  const tax = amountAt(invoice, 'TaxTotal', 'TaxAmount');
  const problems = tax === undefined ? ['Tax total (TaxTotal) is missing'] : [];
  if (!monetary) return [...problems, 'Totals (LegalMonetaryTotal) are missing'];
  const totals = { tax } as Totals;
  for (const field of TOTAL_FIELDS) {
    totals[field] = amountAt(monetary, field);
    if (totals[field] === undefined) problems.push(`Total ${field} is missing`);
  }
  return [...problems, ...lineSumProblems(invoice, totals), ...totalArithmeticProblems(totals)];
}

/** What MyInvois would refuse in the document, one plain sentence each; [] when it is ready to submit. */
export function validateMyInvoisDocument(document: MyInvoisDocument): string[] {
  const envelope = envelopeProblems(document);
  const invoice = children(document as Node, 'Invoice')[0];
  if (!invoice) return envelope;
  return [
    ...envelope,
    ...idProblems(invoice),
    ...dateProblems(invoice),
    ...typeAndCurrencyProblems(invoice),
    ...referenceProblems(invoice),
    ...supplierProblems(invoice),
    ...buyerProblems(invoice),
    ...linesProblems(invoice),
    ...totalProblems(invoice),
  ];
}
