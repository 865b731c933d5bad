// @vitest-environment jsdom
import type { TCheckout } from '@samplebank/contracts/checkout';
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import { renderWithMessages } from '../../../test/i18n';
import { PaymentStep } from './payment-step';

const orderId = '0f8b2c5e-1d3a-4b6c-8e9f-0a1b2c3d4e5f';
const user = { _id: 'u1', email: 'aisyah@example.com', name: 'Aisyah Rahman', isPremium: true } as SessionUser;

function checkout(overrides: Partial<TCheckout> = {}): TCheckout {
  const createdAt = new Date(Date.now() - 5 * 60_000);
  return {
    orderId,
    number: 'SB-2611-4F7K',
    status: 'awaiting-payment',
    clientSecret: 'pi_test_1_secret_2',
    paymentStatus: 'requires_payment_method',
    paymentFailure: null,
    paymentMethod: null,
    bank: null,
    provider: 'test-card',
    charges: { sampleCharge: 51, deliveryFee: 5, tax: 4.08, taxRate: 0.08, total: 60.08, amount: 6008 },
    deliveryDate: '2026-12-08',
    isExpressDelivery: false,
    lines: [
      {
        sampleId: 's1',
        name: 'Terrazzo Grey',
        brand: 'Batu Studio',
        quantity: 2,
        unitPrice: 25.5,
        imageUrl: null,
      },
    ],
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + 15 * 60_000).toISOString(),
    cancelledAt: null,
    cancellationReason: null,
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

/** Serves the checkout (and the payments config) the way the API would. */
function serve(answer: Answer, calls: string[] = []) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (url === '/api/payments/config') return json(200, { provider: 'test-card' });
      if (url.endsWith('/cancel')) return json(200, { orderId, status: 'cancelled' });
      return json(answer.status, answer.body);
    }),
  );
  return calls;
}

/** The cart page as the test sees it: the payment step while the address names a checkout, else the cart. */
function CartRoute() {
  const location = useLocation();
  return location.search.includes('pay=') ? <PaymentStep orderId={orderId} user={user} /> : <p>The cart</p>;
}

function renderStep(locale: 'en' | 'ms' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/cart-sample?pay=${orderId}`]}>
        <Routes>
          <Route path="/cart-sample" element={<CartRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setFormatLocale(() => 'en');
});

describe('PaymentStep', () => {
  it('shows the card form with the order number, the hold and the ways out', async () => {
    serve({ status: 200, body: checkout() });
    renderStep();
    expect(await screen.findByLabelText(/Card number/)).toBeTruthy();
    expect(screen.getByText('SB-2611-4F7K')).toBeTruthy();
    expect(screen.getByText(/Your samples are held for you until/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/\(\d+:\d{2} left\)/);
    expect(screen.getByRole('button', { name: 'Cancel checkout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart-sample');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Terrazzo Grey')).toBeTruthy();
    expect(within(summary).getByText('RM 60.08')).toBeTruthy();
  });

  it('resumes a payment left at 3-D Secure at its authentication step, not the card form', async () => {
    serve({ status: 200, body: checkout({ paymentStatus: 'requires_action' }) });
    renderStep();
    expect(await screen.findByRole('heading', { name: 'Authenticate payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('shows why the last card was refused when the step is resumed', async () => {
    serve({ status: 200, body: checkout({ paymentStatus: 'failed', paymentFailure: 'Your card was declined.' }) });
    renderStep();
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  });

  it('tells a cancelled checkout apart, with its reason and a way back to the cart', async () => {
    serve({
      status: 200,
      body: checkout({
        status: 'cancelled',
        paymentStatus: 'canceled',
        clientSecret: undefined,
        cancellationReason: 'Payment was not completed within 15 minutes; the samples went back to your cart',
      }),
    });
    renderStep();
    expect(await screen.findByRole('heading', { name: 'Checkout SB-2611-4F7K was cancelled' })).toBeTruthy();
    expect(screen.getByText(/Payment was not completed within 15 minutes/)).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    const backLinks = screen.getAllByRole('link', { name: 'Back to cart' });
    expect(backLinks.every((link) => link.getAttribute('href') === '/cart-sample')).toBe(true);
  });

  it('says a checkout it cannot find is not found, with a way back to the cart', async () => {
    serve({ status: 404, body: { code: 'NOT_FOUND', message: 'Checkout not found' } });
    renderStep();
    expect(await screen.findByRole('heading', { name: 'We could not find this checkout' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to cart' }).length).toBeGreaterThan(0);
  });

  it('shows a payment in flight as being processed, without a card form or a cancel button', async () => {
    serve({ status: 200, body: checkout({ paymentStatus: 'processing', clientSecret: undefined }) });
    renderStep();
    expect(await screen.findByText('Your payment is being processed')).toBeTruthy();
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel checkout' })).toBeNull();
  });

  it('asks before cancelling, then lets the checkout go and goes back to the cart', async () => {
    const calls = serve({ status: 200, body: checkout() });
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel checkout SB-2611-4F7K?' });
    expect(within(dialog).getByText(/back into your cart/)).toBeTruthy();
    expect(calls.some((call) => call.endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel checkout' }));
    await vi.waitFor(() => expect(calls).toContain(`POST /api/payments/checkouts/${orderId}/cancel`));
    expect(await screen.findByText('The cart')).toBeTruthy();
  });
});

describe('PaymentStep in Bahasa Malaysia', () => {
  it('shows the card form, the hold, the summary and its delivery date in Malay', async () => {
    setFormatLocale(() => 'ms');
    serve({ status: 200, body: checkout() });
    renderStep('ms');
    expect(await screen.findByLabelText(/Nombor kad/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bayaran' })).toBeTruthy();
    expect(screen.getByText(/Sampel anda ditahan untuk anda sehingga/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/\(\d+:\d{2} lagi\)/);
    expect(screen.getByRole('button', { name: 'Batalkan pembayaran' })).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Ringkasan pesanan' });
    expect(within(summary).getByText('Sel, 8 Dis 2026')).toBeTruthy();
    expect(summary.textContent).toContain('Batu Studio · Kuantiti 2');
    expect(screen.getByRole('button', { name: 'Bayar sekarang · RM 60.08' })).toBeTruthy();
  });

  it('says in Malay why the card form refuses a value, and why the last card was refused', async () => {
    serve({ status: 200, body: checkout({ paymentStatus: 'failed', paymentFailure: 'Your card was declined.' }) });
    renderStep('ms');
    expect((await screen.findByRole('alert')).textContent).toBe('Kad anda ditolak.');
    fireEvent.click(screen.getByRole('button', { name: 'Bayar sekarang · RM 60.08' }));
    expect(await screen.findByText('Nombor kad anda tidak sah.')).toBeTruthy();
    expect(screen.getByText('Tarikh luput kad anda tidak lengkap. Masukkan sebagai BB/TT.')).toBeTruthy();
  });

  it('names a cancelled checkout’s reason in Malay, its minutes included', async () => {
    serve({
      status: 200,
      body: checkout({
        status: 'cancelled',
        paymentStatus: 'canceled',
        clientSecret: undefined,
        cancellationReason: 'Payment was not completed within 15 minutes; the samples went back to your cart',
      }),
    });
    renderStep('ms');
    expect(await screen.findByRole('heading', { name: 'Pembayaran SB-2611-4F7K telah dibatalkan' })).toBeTruthy();
    expect(
      screen.getByText('Bayaran tidak diselesaikan dalam masa 15 minit; sampel telah dikembalikan ke troli anda.'),
    ).toBeTruthy();
  });
});
