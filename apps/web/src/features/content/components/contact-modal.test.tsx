// @vitest-environment jsdom
import { CONTACT_MESSAGES } from '@samplebank/contracts/contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { SessionProvider } from '../../../lib/session';
import { ContactModal } from './contact-modal';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

function renderContact() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SessionProvider>
          <DialogProvider>
            <ContactModal />
          </DialogProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function fillAndSend() {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Nurul' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Huda' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nurul@studio.my' } });
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
});
