import { describe, expect, it } from 'vitest';
import { businessTypeKeyOf, documentKeyOf } from './business-documents';

describe('documentKeyOf', () => {
  it('names each document type by its key in the catalogues, and an unknown one by none', () => {
    expect(documentKeyOf('form-9')).toBe('form9');
    expect(documentKeyOf('borang-d')).toBe('borangD');
    expect(documentKeyOf('tax-registration')).toBe('taxRegistration');
    expect(documentKeyOf('passport')).toBeUndefined();
  });
});

describe('businessTypeKeyOf', () => {
  it('knows the two business types', () => {
    expect(businessTypeKeyOf('sdn-bhd')).toBe('sdnBhd');
    expect(businessTypeKeyOf('enterprise')).toBe('enterprise');
    expect(businessTypeKeyOf('other')).toBeUndefined();
    expect(businessTypeKeyOf(null)).toBeUndefined();
  });
});
