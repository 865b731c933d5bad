import { describe, expect, it } from 'vitest';
import { documentTitle } from './business-documents';

describe('documentTitle', () => {
  it('names each document type as people read it', () => {
    expect(documentTitle('form-9')).toBe('Form 9');
    expect(documentTitle('borang-d')).toBe('Borang D');
    expect(documentTitle('tax-registration')).toBe('Tax registration');
  });
});
