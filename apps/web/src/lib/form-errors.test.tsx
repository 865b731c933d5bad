// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { parseFormNow, setServerFieldErrors } from './form-errors';

const ZShipmentSchema = z.object({
  carrier: z.string().trim().min(1, 'Carrier is required'),
  trackingNumber: z.string().trim().min(1, 'Tracking number is required'),
});

function renderShipmentForm(values: { carrier: string; trackingNumber: string }) {
  return renderHook(() => useForm({ defaultValues: values })).result;
}

describe('parseFormNow', () => {
  it('puts each problem on its field in the same call and returns null', () => {
    const form = renderShipmentForm({ carrier: ' ', trackingNumber: '' });
    let parsed: unknown;
    act(() => {
      parsed = parseFormNow(form.current, ZShipmentSchema);
    });
    expect(parsed).toBeNull();
    expect(form.current.getFieldState('carrier').error?.message).toBe('Carrier is required');
    expect(form.current.getFieldState('trackingNumber').error?.message).toBe('Tracking number is required');
  });

  it('returns the parsed values and clears earlier problems', () => {
    const form = renderShipmentForm({ carrier: ' Pos Laju ', trackingNumber: 'EP123MY' });
    act(() => form.current.setError('carrier', { message: 'stale' }));
    let parsed: unknown;
    act(() => {
      parsed = parseFormNow(form.current, ZShipmentSchema);
    });
    expect(parsed).toEqual({ carrier: 'Pos Laju', trackingNumber: 'EP123MY' });
    expect(form.current.getFieldState('carrier').error).toBeUndefined();
  });
});

describe('setServerFieldErrors', () => {
  it('maps server field names onto the form and ignores what the form does not show', () => {
    const form = renderShipmentForm({ carrier: '', trackingNumber: '' });
    const refusal = new ApiError('Validation failed', 400, 'VALIDATION', {
      'shipment.carrier': 'Carrier is unknown',
      note: 'not on this form',
    });
    let landed = false;
    act(() => {
      landed = setServerFieldErrors(refusal, form.current.setError, ['carrier', 'trackingNumber'], (field) =>
        field.replace(/^shipment\./, ''),
      );
    });
    expect(landed).toBe(true);
    expect(form.current.getFieldState('carrier').error?.message).toBe('Carrier is unknown');
    expect(form.current.getFieldState('trackingNumber').error).toBeUndefined();
  });

  it('leaves the form alone for an error without field messages', () => {
    const form = renderShipmentForm({ carrier: '', trackingNumber: '' });
    expect(setServerFieldErrors(new Error('offline'), form.current.setError, ['carrier'])).toBe(false);
    expect(setServerFieldErrors(new ApiError('Conflict', 409), form.current.setError, ['carrier'])).toBe(false);
  });
});
