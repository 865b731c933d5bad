import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API_MESSAGE_GROUPS,
  apiMessageIn,
  apiMessageKey,
  MESSAGES_MADE_IN_MALAY,
  translateApiMessage,
} from './api-messages.js';
import {
  AUTH_MESSAGES,
  PROFILE_MESSAGES,
  ZProfileSubmissionSchema,
  ZRegisterRequestSchema,
  ZVerificationCodeSchema,
} from './auth.js';
import { CART_MESSAGES } from './cart.js';
import { CONTACT_MESSAGES, ZContactInquiryRequestSchema } from './contact.js';
import { PROJECT_MESSAGES } from './projects.js';
import { inValidationLocale } from './validation-messages.js';

describe("the API's messages in Bahasa Malaysia", () => {
  it('finds a message by its stable key, in each language', () => {
    expect(apiMessageKey(CART_MESSAGES.notInCart)).toBe('cart.notInCart');
    expect(apiMessageIn('cart.notInCart', 'en')).toBe(CART_MESSAGES.notInCart);
    expect(apiMessageIn('cart.notInCart', 'ms')).toBe('Sampel itu tiada dalam troli anda');
    expect(apiMessageIn('project.boardNotFound', 'ms')).toBe('Papan tidak dijumpai');
    expect(apiMessageIn('nothing.here', 'ms')).toBeUndefined();
  });

  it('says a text two groups share the same in Malay, and leaves an unknown text as it is', () => {
    expect(translateApiMessage(PROJECT_MESSAGES.sampleNotFound, 'ms')).toBe('Sampel tidak dijumpai');
    expect(translateApiMessage('Something new', 'ms')).toBe('Something new');
    expect(translateApiMessage(CART_MESSAGES.notInCart, 'en')).toBe(CART_MESSAGES.notInCart);
  });

  it('has Malay only for messages English has, and never English words left in it', () => {
    for (const [name, { english, malay }] of Object.entries(API_MESSAGE_GROUPS)) {
      for (const [key, text] of Object.entries(malay)) {
        expect(typeof (english as Record<string, unknown>)[key], `${name}.${key}`).toBe('string');
        expect(text, `${name}.${key}`).not.toBe((english as Record<string, unknown>)[key]);
        expect(text, `${name}.${key}`).not.toMatch(/\b(sample|cart|order|password|e-mail|email|board|project)\b/i);
      }
    }
  });
});

describe("a schema's own words in Bahasa Malaysia", () => {
  const firstMessage = (schema: z.ZodType, value: unknown, locale: 'en' | 'ms') =>
    inValidationLocale(locale, () => schema.safeParse(value).error?.issues[0]?.message);

  it('says them by their key in the language validation runs in, the English exactly as before', () => {
    const tooLong = { email: 'nurul@studio.my', password: 'Sup3r-secret', name: 'x'.repeat(101) };
    expect(firstMessage(ZRegisterRequestSchema, tooLong, 'en')).toBe(AUTH_MESSAGES.nameTooLong);
    expect(firstMessage(ZRegisterRequestSchema, tooLong, 'ms')).toBe('Nama mestilah tidak melebihi 100 aksara');
    expect(firstMessage(ZVerificationCodeSchema, 'abc', 'ms')).toBe('Sila masukkan kod pengesahan 6 aksara');
    const form = { firstName: 'Nurul', lastName: 'Huda', email: 'nurul@studio.my', phone: '12' };
    expect(firstMessage(ZContactInquiryRequestSchema, form, 'en')).toBe(CONTACT_MESSAGES.phone);
    expect(firstMessage(ZContactInquiryRequestSchema, form, 'ms')).toBe(
      'Sila masukkan nombor telefon Malaysia, cth. 012-345 6789 atau 03-2141 8888 samb. 123',
    );
  });

  it("says the profile wizard's refusals in Malay", () => {
    const profile = {
      email: 'nurul@studio.my',
      userType: 'professional',
      profileData: { zipCode: '123', jobTitle: 'x'.repeat(500) },
    };
    const said = (locale: 'en' | 'ms') =>
      inValidationLocale(locale, () =>
        ZProfileSubmissionSchema.safeParse(profile).error?.issues.map((issue) => issue.message),
      );
    expect(said('en')).toContain(PROFILE_MESSAGES.postcodeFormat);
    expect(said('ms')).toContain('Poskod mestilah 5 digit');
    expect(said('ms')?.some((message) => message.startsWith('Jawatan mestilah tidak melebihi'))).toBe(true);
  });
});

describe('the messages made from values, in Bahasa Malaysia', () => {
  it('keeps the sample name as written and says the rest in Malay, a wait in Malay words', () => {
    expect(MESSAGES_MADE_IN_MALAY.outOfStock('Calacatta Oro')).toBe('Calacatta Oro kehabisan stok');
    expect(MESSAGES_MADE_IN_MALAY.notEnoughStock('Teak Parquet', 2)).toBe(
      'Hanya tinggal 2 unit Teak Parquet dalam stok',
    );
    expect(MESSAGES_MADE_IN_MALAY.accountLocked(15)).toBe(
      'Terlalu banyak percubaan log masuk yang gagal untuk akaun ini. Cuba lagi dalam kira-kira 15 minit, atau tetapkan semula kata laluan anda.',
    );
    expect(MESSAGES_MADE_IN_MALAY.cannotCancel('delivered')).toBe(
      'Hanya pesanan yang belum selesai boleh dibatalkan, dan pesanan ini telah dihantar.',
    );
    expect(MESSAGES_MADE_IN_MALAY.cannotCancel('unknown')).toMatch(/^Hanya pesanan yang belum selesai/);
  });
});
