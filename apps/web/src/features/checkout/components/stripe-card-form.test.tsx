// @vitest-environment jsdom

import type { Stripe } from '@stripe/stripe-js';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { StripeCardForm } from './stripe-card-form';

// Stripe.js is loaded once per page (loadStripe keeps it), so the page's Stripe hands out this test's stand-in
let current: Stripe;
window.Stripe = () => current;

/** What the stand-in's handleNextAction answers: the intent, or an error to show. */
type NextActionResult = { error?: { message?: string }; paymentIntent?: { id: string; status: string } };

/** A stand-in for Stripe.js: the intent's status as Stripe has it, and what handleNextAction answers. */
function fakeStripe(status: string, nextAction: NextActionResult = {}) {
  const element = { mount: vi.fn(), destroy: vi.fn(), on: vi.fn() };
  const stripe = {
    retrievePaymentIntent: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status } })),
    handleNextAction: vi.fn(async () => nextAction),
    elements: vi.fn(() => ({ create: vi.fn(() => element), submit: vi.fn() })),
    confirmPayment: vi.fn(),
  } as unknown as Stripe;
  current = stripe;
  return stripe;
}

function renderForm(onPaid = vi.fn(), locale: 'en' | 'ms' = 'en') {
  renderWithMessages(
    <MemoryRouter>
      <StripeCardForm
        orderId="order-1"
        publishableKey="pk_test_fake"
        clientSecret="pi_1_secret_2"
        amountLabel="RM 60.08"
        defaults={{ email: 'aisyah@example.com', phone: '0123456789' }}
        onPaid={onPaid}
      />
    </MemoryRouter>,
    { locale },
  );
  return onPaid;
}

afterEach(cleanup);

describe('StripeCardForm resumed', () => {
  it('finishes a payment left at 3-D Secure with handleNextAction', async () => {
    const stripe = fakeStripe('requires_action', { paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const onPaid = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue authentication' }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  });

  it('shows the card form with the bank refusal when authentication fails', async () => {
    fakeStripe('requires_action', { error: { message: 'We are unable to authenticate your payment method.' } });
    const onPaid = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue authentication' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We are unable to authenticate your payment method.');
    expect(screen.getByRole('button', { name: /Pay now/ })).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('goes straight on when Stripe already has the payment', async () => {
    fakeStripe('succeeded');
    const onPaid = renderForm();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('shows the card form for an intent still waiting for a card', async () => {
    fakeStripe('requires_payment_method');
    renderForm();
    expect(await screen.findByRole('button', { name: /Pay now · RM 60.08/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue authentication' })).toBeNull();
  });
});

describe('StripeCardForm in Bahasa Malaysia', () => {
  it('asks for the bank’s confirmation in Malay and gives Stripe the page’s language', async () => {
    const stripe = fakeStripe('requires_action', {});
    renderForm(vi.fn(), 'ms');
    expect(await screen.findByText('Bank anda meminta anda mengesahkan bayaran RM 60.08 ini.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Teruskan pengesahan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bank anda tidak mengesahkan bayaran. Cuba lagi atau gunakan kad lain.',
    );
    expect(screen.getByRole('button', { name: 'Bayar sekarang · RM 60.08' })).toBeTruthy();
    // the card form is made in an effect after the render that shows its button: under load it can come a tick later
    await vi.waitFor(() => expect(stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'ms' })));
  });
});
