// @vitest-environment jsdom
import type { TOrder } from '@samplebank/contracts/orders';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrdersTab } from '../components/orders-list';
import { OrdersTabsView } from './orders-page';

function order(id: string, status: TOrder['status']): TOrder {
  return {
    _id: id,
    status,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-25T02:00:00.000Z',
    deliveryDate: '2026-12-04',
    deliveredAt: null,
    samples: [],
    userId: { _id: 'u1', name: 'Aisyah', email: 'a@example.com' },
    totalAmount: 0,
    subtotal: 0,
    deliveryFee: 0,
    tax: 0,
    currency: 'myr',
    isPremium: false,
    isExpressDelivery: false,
    shippingAddress: null,
    paymentId: null,
    expectedDelivery: '2026-12-04',
    carrier: null,
    trackingNumber: null,
  };
}

const orders = [
  order('11111111-0000-4000-8000-00000000aaaa', 'pending'),
  order('22222222-0000-4000-8000-00000000bbbb', 'in-transit'),
  order('33333333-0000-4000-8000-00000000cccc', 'delivered'),
];

function Harness({ search }: { search: string }) {
  const [tab, setTab] = useState<OrdersTab>('active');
  return (
    <MemoryRouter>
      <OrdersTabsView orders={orders} search={search} tab={tab} onTab={setTab} panelId="panel" />
    </MemoryRouter>
  );
}

const table = () => screen.getByRole('table');

afterEach(cleanup);

describe('the orders tabs', () => {
  it('splits active and delivered orders, with counts, last-4 ids and Track only in transit', () => {
    render(<Harness search="" />);
    expect(screen.getByRole('tab', { name: 'Active Orders 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Order History 1' })).toBeTruthy();
    expect(within(table()).getByRole('rowheader', { name: '#aaaa' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Expected Delivery' })).toBeTruthy();
    expect(within(table()).getAllByRole('link', { name: /^Track order/ })).toHaveLength(1);
    expect(within(table()).queryByText('#cccc')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Order History 1' }));
    expect(within(table()).getByRole('rowheader', { name: '#cccc' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Delivered Date' })).toBeTruthy();
    expect(within(table()).getByText('25 Nov 2026')).toBeTruthy();
  });

  it('filters by a case-insensitive piece of the id and explains an empty result', () => {
    const { rerender } = render(<Harness search="BBBB" />);
    expect(screen.getByRole('tab', { name: 'Active Orders 1' })).toBeTruthy();
    expect(within(table()).getByRole('rowheader', { name: '#bbbb' })).toBeTruthy();

    rerender(<Harness search="zzzz" />);
    expect(screen.getByText('No active orders found. All your orders have been delivered!')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search criteria or date filter.')).toBeTruthy();
  });
});
