// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { normaliseVerificationCode } from './code-input';
import { VerifyEmailForm } from './verify-email-form';

function renderForm(wasCodeJustSent = false) {
  return render(
    <SessionProvider>
      <VerifyEmailForm
        email="aisyah@example.com"
        wasCodeJustSent={wasCodeJustSent}
        continueDelayMs={1500}
        onContinue={() => {}}
      />
    </SessionProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('normaliseVerificationCode', () => {
  it('keeps hexadecimal characters only, upper-cased, cut to six', () => {
    expect(normaliseVerificationCode('ab-12 zq')).toBe('AB12');
    expect(normaliseVerificationCode('a1b2c3d4')).toBe('A1B2C3');
    expect(normaliseVerificationCode('ghijk')).toBe('');
  });
});

describe('VerifyEmailForm', () => {
  it('filters what is typed and keeps submit disabled until six characters', () => {
    renderForm();
    const input = screen.getByLabelText('Verification code') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'VERIFY EMAIL' }) as HTMLButtonElement;

    fireEvent.change(input, { target: { value: 'x1y-a' } });
    expect(input.value).toBe('1A');
    expect(submit.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'fe12cd99' } });
    expect(input.value).toBe('FE12CD');
    expect(submit.disabled).toBe(false);
  });

  it('tells the user to enter six characters when they leave a short code', () => {
    renderForm();
    const input = screen.getByLabelText('Verification code');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.blur(input);
    expect(screen.getByText('Please enter a 6-character verification code')).toBeTruthy();
  });

  it('counts down 60 seconds before a code can be sent again', () => {
    vi.useFakeTimers();
    renderForm(true);
    expect(screen.getByText('Resend code in 60s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByText('Resend code in 45s')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('offers resend at once when no code was just sent', () => {
    renderForm(false);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });
});
