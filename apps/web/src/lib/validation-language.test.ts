import { ZRegisterRequestSchema, ZVerificationCodeSchema } from '@samplebank/contracts/auth';
import { singleLineText, ZEmailAddressSchema } from '@samplebank/contracts/common';
import { validationLocale } from '@samplebank/contracts/validation-messages';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadValidationMessages, setValidationLanguage } from './validation-language';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('the language of form validation', () => {
  afterEach(() => setValidationLanguage('en'));

  it('says a refused value in English on an English page', async () => {
    setValidationLanguage('en');
    const form = z.object({ name: singleLineText().trim().min(1).max(100) });
    expect(firstMessage(form, { name: '' })).toBe('Please fill in the name');
    expect(firstMessage(ZEmailAddressSchema, 'nope')).toBe('Please enter a valid e-mail address');
    expect(firstMessage(ZVerificationCodeSchema, 'abc')).toBe('Please enter a 6-character verification code');
  });

  it('says it in Bahasa Malaysia on a /ms page, the schema’s own words too', async () => {
    setValidationLanguage('ms');
    await loadValidationMessages();
    expect(validationLocale()).toBe('ms');
    const form = z.object({ name: singleLineText().trim().min(1).max(100), quantity: z.number().int().min(1) });
    expect(firstMessage(form, { name: '', quantity: 1 })).toBe('Sila isi nama');
    expect(firstMessage(form, { name: 'x'.repeat(101), quantity: 1 })).toBe('Nama mestilah tidak melebihi 100 aksara');
    expect(firstMessage(form, { name: 'Nurul', quantity: 0 })).toBe('Kuantiti mestilah sekurang-kurangnya 1');
    expect(firstMessage(ZEmailAddressSchema, 'nope')).toBe('Sila masukkan alamat e-mel yang sah');
    expect(firstMessage(ZEmailAddressSchema, '')).toBe('Sila masukkan alamat e-mel anda');
    expect(firstMessage(ZVerificationCodeSchema, 'abc')).toBe('Sila masukkan kod pengesahan 6 aksara');
    const tooLong = { email: 'nurul@studio.my', password: 'Sup3r-secret', name: 'x'.repeat(101) };
    expect(firstMessage(ZRegisterRequestSchema, tooLong)).toBe('Nama mestilah tidak melebihi 100 aksara');
  });
});
