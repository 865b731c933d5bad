import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZRegisterRequestSchema } from './auth.js';
import { EMAIL_MESSAGES, singleLineText, ZEmailAddressSchema } from './common.js';
import { ZContactInquiryRequestSchema } from './contact.js';
import {
  describeIssue,
  fieldInWords,
  fieldLabel,
  inValidationLocale,
  setValidationLocale,
} from './validation-messages.js';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('a refused value, in words', () => {
  it('names a field in words', () => {
    expect(fieldInWords('firstName')).toBe('first name');
    expect(fieldInWords('addressLine1')).toBe('address line 1');
    expect(fieldInWords('email')).toBe('e-mail address');
    expect(fieldInWords('ssmNumber')).toBe('SSM number');
    expect(fieldInWords('projectId')).toBe('project');
    expect(fieldInWords('sampleIds')).toBe('samples');
    expect(fieldInWords('keys')).toBe('keys');
    expect(fieldLabel(['samples', 0, 'quantity'])).toBe('quantity');
    expect(fieldLabel([], 'request')).toBe('request');
  });

  it('says a too long name as "Name must be at most 100 characters", not zod\'s text', () => {
    const schema = z.object({ name: singleLineText().trim().min(1).max(100) });
    expect(firstMessage(schema, { name: 'x'.repeat(101) })).toBe('Name must be at most 100 characters');
    expect(firstMessage(schema, { name: '  ' })).toBe('Please fill in the name');
    expect(firstMessage(schema, {})).toBe('Please fill in the name');
  });

  it("keeps a schema's own words over the sentence", () => {
    expect(firstMessage(z.object({ name: z.string().max(3, 'Short names only') }), { name: 'abcd' })).toBe(
      'Short names only',
    );
  });

  it.each([
    [z.object({ quantity: z.number().int().min(1).max(5) }), { quantity: 9 }, 'Quantity must be at most 5'],
    [z.object({ quantity: z.number().int().min(1) }), { quantity: 0 }, 'Quantity must be at least 1'],
    [z.object({ quantity: z.number().int() }), { quantity: 1.5 }, 'Quantity must be a whole number'],
    [z.object({ quantity: z.number() }), { quantity: 'two' }, 'Quantity must be a number'],
    [z.object({ isExpressDelivery: z.boolean() }), {}, 'The express delivery choice is missing'],
    [z.object({ userType: z.enum(['student', 'professional']) }), { userType: 'x' }, 'Please choose a valid user type'],
    [z.object({ contactEmail: z.email() }), { contactEmail: 'nope' }, EMAIL_MESSAGES.invalid],
    [z.object({ website: z.url() }), { website: 'nope' }, 'Please check the website'],
    [
      z.object({ sampleIds: z.array(z.string()).min(1) }),
      { sampleIds: [] },
      'Please add at least one item to the samples',
    ],
    [z.object({ tags: z.array(z.string()).max(2) }), { tags: ['a', 'b', 'c'] }, 'The tags can hold at most 2 items'],
    [z.object({ code: z.string().length(6) }), { code: 'abc' }, 'Code must be exactly 6 characters'],
    [z.object({ name: z.string() }).strict(), { name: 'a', isAdmin: true }, 'The field "isAdmin" is not accepted here'],
    [z.object({ price: z.number().multipleOf(0.01) }), { price: 1.234 }, 'Price can have at most 2 decimal places'],
  ])('says %#', (schema, value, sentence) => {
    expect(firstMessage(schema, value)).toBe(sentence);
  });

  it('describes an issue without a field by the words it is given', () => {
    expect(describeIssue({ code: 'invalid_type', expected: 'object', input: 'x' }, 'request')).toBe(
      'Please check the request',
    );
  });
});

describe('the e-mail address schema', () => {
  it('asks for an address, then a valid one, in sentences', () => {
    expect(firstMessage(ZEmailAddressSchema, '')).toBe(EMAIL_MESSAGES.required);
    expect(firstMessage(ZEmailAddressSchema, 'not-an-email')).toBe('Please enter a valid e-mail address');
    expect(firstMessage(ZEmailAddressSchema, `${'a'.repeat(250)}@x.my`)).toBe(EMAIL_MESSAGES.invalid);
    expect(firstMessage(ZEmailAddressSchema, 42)).toBe(EMAIL_MESSAGES.required);
    expect(ZEmailAddressSchema.parse('  Nurul@Studio.my ')).toBe('Nurul@Studio.my');
  });

  it("is the one sign-up uses, lower-cased, with the name's limits in words", () => {
    const refused = ZRegisterRequestSchema.safeParse({
      email: 'nope',
      password: 'Sup3r-secret',
      name: 'x'.repeat(101),
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      EMAIL_MESSAGES.invalid,
      'Name must be at most 100 characters',
    ]);
    expect(
      ZRegisterRequestSchema.parse({ email: 'Nurul@Studio.MY', password: 'Sup3r-secret', name: 'Nurul' }).email,
    ).toBe('nurul@studio.my');
  });
});

describe('a value that matches no shape of a union', () => {
  it('is told the problem of the shape it comes closest to', () => {
    const form = { firstName: 'Nurul', lastName: 'Huda', email: 'nope' };
    expect(firstMessage(ZContactInquiryRequestSchema, form)).toBe(EMAIL_MESSAGES.invalid);
    expect(firstMessage(ZContactInquiryRequestSchema, { to: 'a@b.co', subject: 'Hi', html: '' })).toBe(
      'Please write a message',
    );
  });
});

describe('a refused value, in Bahasa Malaysia', () => {
  const malayMessage = (schema: z.ZodType, value: unknown) =>
    inValidationLocale('ms', () => firstMessage(schema, value));

  it('names a field in Malay words, and a field it does not know as "medan ini"', () => {
    expect(fieldInWords('firstName', 'ms')).toBe('nama pertama');
    expect(fieldInWords('projectId', 'ms')).toBe('projek');
    expect(fieldInWords('sampleIds', 'ms')).toBe('sampel');
    expect(fieldInWords('somethingNew', 'ms')).toBe('medan ini');
    expect(fieldLabel([], 'request', 'ms')).toBe('permintaan');
  });

  it.each([
    [
      z.object({ name: singleLineText().trim().min(1).max(100) }),
      { name: 'x'.repeat(101) },
      'Nama mestilah tidak melebihi 100 aksara',
    ],
    [z.object({ name: singleLineText().trim().min(1) }), {}, 'Sila isi nama'],
    [z.object({ quantity: z.number().int().min(1).max(5) }), { quantity: 9 }, 'Kuantiti mestilah tidak melebihi 5'],
    [z.object({ quantity: z.number().int() }), { quantity: 1.5 }, 'Kuantiti mestilah nombor bulat'],
    [z.object({ userType: z.enum(['student', 'professional']) }), { userType: 'x' }, 'Sila pilih jenis akaun yang sah'],
    [
      z.object({ sampleIds: z.array(z.string()).min(1) }),
      { sampleIds: [] },
      'Sila tambah sekurang-kurangnya satu item pada sampel',
    ],
    [z.object({ code: z.string().length(6) }), { code: 'abc' }, 'Kod mestilah tepat 6 aksara'],
    [z.object({ name: z.string() }).strict(), { name: 'a', isAdmin: true }, 'Medan "isAdmin" tidak diterima di sini'],
    [z.object({ name: singleLineText() }), { name: 'a\u0000' }, 'Mengandungi aksara yang tidak dibenarkan'],
    [ZEmailAddressSchema, 'nope', 'Sila masukkan alamat e-mel yang sah'],
    [ZEmailAddressSchema, '', 'Sila masukkan alamat e-mel anda'],
  ])('says %# in Malay', (schema, value, sentence) => {
    expect(malayMessage(schema, value)).toBe(sentence);
  });

  it('goes back to English after a parse in Malay, and follows the language set for a page', () => {
    const schema = z.object({ quantity: z.number().max(5) });
    expect(malayMessage(schema, { quantity: 9 })).toBe('Kuantiti mestilah tidak melebihi 5');
    expect(firstMessage(schema, { quantity: 9 })).toBe('Quantity must be at most 5');
    setValidationLocale('ms');
    try {
      expect(firstMessage(schema, { quantity: 9 })).toBe('Kuantiti mestilah tidak melebihi 5');
      expect(describeIssue({ code: 'invalid_type', expected: 'object', input: 'x' }, 'request')).toBe(
        'Sila semak permintaan',
      );
    } finally {
      setValidationLocale('en');
    }
    expect(describeIssue({ code: 'invalid_type', expected: 'object', input: 'x' }, 'request', 'ms')).toBe(
      'Sila semak permintaan',
    );
  });
});
