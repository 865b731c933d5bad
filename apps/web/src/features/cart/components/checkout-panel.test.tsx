// @vitest-environment jsdom
import type { TCartResponse } from '@samplebank/contracts/cart';
import { DEFAULT_DELIVERY_SETTINGS } from '@samplebank/contracts/content';
import { setFormatLocale } from '@samplebank/domain/format';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { CartLines } from './cart-lines';
import { CheckoutPanel } from './checkout-panel';

const MISSING_DATE_MESSAGE = 'Please select a delivery date before proceeding to checkout.';

// Tuesday 1 December 2026, 10:00 in Kuala Lumpur
const now = new Date('2026-12-01T02:00:00Z');

const cart: TCartResponse = {
  _id: '6f1c2d3e-0000-4000-8000-000000000001',
  samples: [
    {
      quantity: 2,
      sampleId: {
        _id: 'sample-1',
        name: 'Kinabalu Oak Plank',
        price: 12.5,
        stock: 10,
        sku: 'SB-1',
        imageUrls: [],
        mainImageUrl: null,
        mainPicture: null,
        manufacturerId: { _id: 'brand-1', name: 'Borneo Timber', logoUrl: null },
        color: { label: null, colorHex: null },
        space: { usage: 'Interior', architectural: 'Modern' },
        specifications: { material: 'Oak' },
        logistic: {},
        categoryId: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    },
  ],
  charges: { sampleCharge: 25, deliveryFee: 5, tax: 2, total: 32, amount: 3200 },
  shippingAddress: {
    addressLine1: '23 Jalan SS 21/37',
    addressLine2: null,
    postcode: '47400',
    district: null,
    city: 'Petaling Jaya',
    state: 'Selangor',
    cityId: 1,
    stateId: 1,
  },
};

function renderPanel(isPremium: boolean, onCheckout = vi.fn(), locale: 'en' | 'ms' = 'en') {
  renderWithMessages(
    <MemoryRouter>
      <CheckoutPanel
        cart={cart}
        isPremium={isPremium}
        settings={DEFAULT_DELIVERY_SETTINGS}
        isSubmitting={false}
        submitError={null}
        onCheckout={onCheckout}
        now={now}
      />
    </MemoryRouter>,
    { locale },
  );
  return onCheckout;
}

const total = () => screen.getByTestId('order-total').textContent;
const dateButton = () => screen.getByLabelText('Delivery date');

afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
});

describe('CheckoutPanel', () => {
  it('keeps Proceed to Checkout disabled with the inline message until a date is picked', () => {
    const onCheckout = renderPanel(true);
    const button = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(MISSING_DATE_MESSAGE)).toBeTruthy();

    fireEvent.click(dateButton());
    const calendar = screen.getByRole('grid');
    // 7 days ahead is Tuesday 8 December: bookable; the weekend and the days before are not
    expect(
      (within(calendar).getByRole('button', { name: /Saturday, December 12/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((within(calendar).getByRole('button', { name: /Monday, December 7/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(calendar).getByRole('button', { name: /Tuesday, December 8/ }));

    expect(dateButton().textContent).toContain('8 Dec 2026');
    expect(screen.queryByText(MISSING_DATE_MESSAGE)).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onCheckout).toHaveBeenCalledWith({
      deliveryDate: '2026-12-08',
      isExpressDelivery: false,
      charges: cart.charges,
    });
  });

  it('express sets today + 2, locks the picker and doubles shipping; turning it off clears the date', () => {
    const onCheckout = renderPanel(true);
    expect(total()).toBe('RM 32.00');
    const express = screen.getByRole('switch', { name: 'Express Delivery' });

    fireEvent.click(express);
    expect(express.getAttribute('aria-checked')).toBe('true');
    expect(dateButton().textContent).toContain('3 Dec 2026');
    expect((dateButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Shipping (express)')).toBeTruthy();
    expect(total()).toBe('RM 37.00');
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(onCheckout).toHaveBeenCalledWith(
      expect.objectContaining({ deliveryDate: '2026-12-03', isExpressDelivery: true }),
    );

    fireEvent.click(express);
    expect(dateButton().textContent).toContain('Select a delivery date');
    expect((dateButton() as HTMLButtonElement).disabled).toBe(false);
    expect(total()).toBe('RM 32.00');
    expect((screen.getByRole('button', { name: 'Proceed to Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a standard user Request Samples with no express option and zero charges', () => {
    renderWithMessages(
      <MemoryRouter>
        <CheckoutPanel
          cart={{ ...cart, charges: { sampleCharge: 0, deliveryFee: 0, tax: 0, total: 0, amount: 0 } }}
          isPremium={false}
          settings={DEFAULT_DELIVERY_SETTINGS}
          isSubmitting={false}
          submitError={null}
          onCheckout={vi.fn()}
          now={now}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request Samples' })).toBeTruthy();
    expect(total()).toBe('RM 0.00');
  });
});

describe('the cart in Bahasa Malaysia', () => {
  it('names the panel, its dates and its button in Malay', () => {
    setFormatLocale(() => 'ms');
    renderPanel(true, vi.fn(), 'ms');
    expect(screen.getByRole('button', { name: 'Teruskan ke Pembayaran' })).toBeTruthy();
    expect(screen.getByText('Sila pilih tarikh penghantaran sebelum meneruskan ke pembayaran.')).toBeTruthy();
    expect(screen.getByText('Penghantaran biasa pada hari bekerja, 7 hingga 60 hari dari hari ini.')).toBeTruthy();
    expect(screen.getByText('Jumlah pesanan')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Penghantaran Ekspres' }));
    // express: Thursday 3 December, in Malay
    expect(screen.getByLabelText('Tarikh penghantaran: Kha, 3 Dis 2026')).toBeTruthy();
    expect(screen.getByText('Penghantaran (ekspres)')).toBeTruthy();
  });

  it('counts the cart’s units with a Malay plural', () => {
    renderWithMessages(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <CartLines cart={cart} showPrices />
        </QueryClientProvider>
      </MemoryRouter>,
      { locale: 'ms' },
    );
    expect(screen.getByRole('heading', { name: 'Sampel (2 item)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Keluarkan/ }).textContent).toBe('Keluarkan Kinabalu Oak Plank');
    expect(screen.getByLabelText('Kuantiti Kinabalu Oak Plank')).toBeTruthy();
    // the style in Malay; the brand's material as written
    expect(screen.getByText('Moden')).toBeTruthy();
    expect(screen.getByText('Oak').getAttribute('translate')).toBe('no');
  });
});
