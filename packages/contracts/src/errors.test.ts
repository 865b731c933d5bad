import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './errors.js';

describe('error codes', () => {
  it('knows each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('accepts a listed code and refuses anything else read off an answer', () => {
    expect(isErrorCode('OUT_OF_STOCK')).toBe(true);
    expect(isErrorCode('PROFILE_COMPLETION_REQUIRED')).toBe(false);
    expect(isErrorCode('out_of_stock')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
