// @vitest-environment jsdom
import { CONTACT_MESSAGES } from '@samplebank/contracts/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { ContactModal } from './contact-modal';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

function renderContact(locale: 'en' | 'ms' = 'en') {
  return renderWithMessages(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SessionProvider>
          <DialogProvider>
            <ContactModal />
          </DialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
    { locale },
  );
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function fillAndSend(phone = '') {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Nurul' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Huda' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nurul@studio.my' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: phone } });
  fireEvent.submit(screen.getByLabelText(/First name/).closest('form')!);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactModal', () => {
  it('tells a person who sent too many messages when to try again, in the server’s words', async () => {
    const message = 'Thank you, we have your earlier messages. Please try again in about an hour.';
    answer(429, { message, code: 'TOO_MANY_REQUESTS' });
    renderContact();
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('keeps the general message for a failure the server does not explain', async () => {
    answer(500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    renderContact();
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toContain(CONTACT_MESSAGES.failed);
  });

  it('marks on its field, in a sentence, a field the server refuses; the banner only sums up', async () => {
    const message = 'Please enter a Malaysian phone number, e.g. 012-345 6789 or 03-2141 8888 ext. 123';
    answer(400, { message, code: 'VALIDATION', fields: { phone: message } });
    renderContact();
    fillAndSend('012-345 6789');
    const banner = await screen.findByText('Please check the field marked below and send the message again.');
    expect(banner.closest('[role="alert"]')).toBeTruthy();
    const phone = screen.getByLabelText(/Phone/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = phone.getAttribute('aria-describedby') ?? '';
    const descriptions = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(descriptions.join(' ')).toContain(message);
    expect(document.activeElement).toBe(phone);
    expect(screen.getByLabelText(/First name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a Malaysian office number with its extension and sends it', async () => {
    answer(201, { message: CONTACT_MESSAGES.sent });
    renderContact();
    fillAndSend('+60 3-2141 8888 ext. 123');
    expect(await screen.findByText(CONTACT_MESSAGES.sent, { selector: 'p' })).toBeTruthy();
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body)).phone).toBe('+60 3-2141 8888 ext. 123');
  });

  it('marks a phone that is no Malaysian number before sending', async () => {
    answer(201, { message: CONTACT_MESSAGES.sent });
    renderContact();
    fillAndSend('call me maybe');
    expect(await screen.findByText(CONTACT_MESSAGES.phone)).toBeTruthy();
    expect(screen.getByLabelText(/Phone/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks in Bahasa Malaysia on a Malay page, its checks in Malay too', async () => {
    answer(201, { message: CONTACT_MESSAGES.sent });
    renderContact('ms');
    expect(screen.getByText('Hubungi Kami')).toBeTruthy();
    fireEvent.submit(screen.getByLabelText(/Nama pertama/).closest('form')!);
    expect(await screen.findByText('Sila masukkan nama pertama anda')).toBeTruthy();
    expect(screen.getByText('Sila masukkan alamat e-mel anda')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Sertai sebagai rakan jenama' })).toBeTruthy();
  });
});
