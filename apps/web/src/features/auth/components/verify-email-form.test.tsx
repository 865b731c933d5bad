// @vitest-environment jsdom
import { AUTH_MESSAGES } from '@samplebank/contracts/auth';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { normaliseVerificationCode } from './code-input';
import { VerifyEmailForm } from './verify-email-form';

function renderForm(wasCodeJustSent = false, locale: 'en' | 'ms' = 'en') {
  return renderWithMessages(
    <SessionProvider>
      <VerifyEmailForm
        email="aisyah@example.com"
        wasCodeJustSent={wasCodeJustSent}
        continueDelayMs={1500}
        onContinue={() => {}}
      />
    </SessionProvider>,
    { locale },
  );
}

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

  it('offers resend at once when no code was just sent, and says nothing of a sign-up', () => {
    renderForm(false);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
    expect(screen.queryByText(/already has a Samplebank account/)).toBeNull();
  });

  it('tells a person whose email already has an account where to look, since the screen is the same for everyone', () => {
    renderForm(true);
    expect(
      screen.getByText(
        'If this email already has a Samplebank account, we emailed you how to sign in or reset your password instead.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's one answer for a code it does not accept", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: AUTH_MESSAGES.codeRejected, code: 'VALIDATION' }), { status: 400 }),
      ),
    );
    renderForm();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: 'ABC123' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY EMAIL' }));
    expect(await screen.findByText(AUTH_MESSAGES.codeRejected)).toBeTruthy();
  });

  it('speaks Bahasa Malaysia on a /ms page, the countdown included', () => {
    vi.useFakeTimers();
    renderForm(true, 'ms');
    expect(screen.getByLabelText('Kod pengesahan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SAHKAN E-MEL' })).toBeTruthy();
    expect(screen.getByText('Hantar semula kod dalam 60s')).toBeTruthy();
    expect(screen.getByText('0/6 aksara · huruf A-F dan digit 0-9')).toBeTruthy();
    const sentTo = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^Kami telah menghantar/.test(element.textContent ?? ''),
    );
    expect(sentTo.textContent).toBe(
      'Kami telah menghantar kod pengesahan 6 aksara ke aisyah@example.com. Masukkan kod di bawah untuk mengesahkan alamat e-mel anda.',
    );
  });
});
