import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, ZContactFormRequestSchema } from './contact.js';

const form = { firstName: 'Mei Ling', lastName: 'Chong', email: 'meiling@studio.example.my' };

describe('ZContactFormRequestSchema: the phone', () => {
  it.each(['+60 3-2141 8888 ext. 123', '03-2141 8888 x123', '012-345 6789', '+6012 345 6789', '(03) 2141 8888 ext 12'])(
    'accepts the Malaysian number %j',
    (phone) => {
      const parsed = ZContactFormRequestSchema.safeParse({ ...form, phone });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.phone).toBe(phone);
    },
  );

  it('takes the form without a phone', () => {
    expect(ZContactFormRequestSchema.safeParse(form).success).toBe(true);
    expect(ZContactFormRequestSchema.safeParse({ ...form, phone: '' }).success).toBe(true);
  });

  it.each(['call me maybe', '12345', '+65 6123 4567', '03-2141 8888 ext. please', '03-2141 8888 ext'])(
    'refuses %j on the phone field, in a sentence',
    (phone) => {
      const parsed = ZContactFormRequestSchema.safeParse({ ...form, phone });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ path: ['phone'], message: CONTACT_MESSAGES.phone }),
      ]);
    },
  );
});
