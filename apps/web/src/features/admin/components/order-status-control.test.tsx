// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { OrderStatusControl } from './order-status-control';

const render = (ui: React.ReactElement) => renderWithMessages(ui);

const offered = () =>
  within(screen.getByLabelText('Next status'))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

afterEach(cleanup);

describe('OrderStatusControl', () => {
  it('offers only the statuses the state machine allows next', () => {
    const { rerender } = render(<OrderStatusControl status="pending" onSubmit={() => {}} />);
    expect(offered()).toEqual(['processing', 'cancelled']);
    rerender(<OrderStatusControl key="processing" status="processing" onSubmit={() => {}} />);
    expect(offered()).toEqual(['in-transit', 'cancelled']);
    rerender(<OrderStatusControl key="in-transit" status="in-transit" onSubmit={() => {}} />);
    expect(offered()).toEqual(['delivered']);
  });

  it('offers nothing for a delivered, cancelled or unpaid order', () => {
    const { rerender } = render(<OrderStatusControl status="delivered" onSubmit={() => {}} />);
    expect(screen.queryByLabelText('Next status')).toBeNull();
    rerender(<OrderStatusControl status="cancelled" onSubmit={() => {}} />);
    expect(screen.queryByLabelText('Next status')).toBeNull();
    rerender(<OrderStatusControl status="awaiting-payment" onSubmit={() => {}} />);
    expect(screen.getByText(/waits for its payment/)).toBeTruthy();
  });

  it('requires a carrier and a tracking number for in transit', () => {
    const onSubmit = vi.fn();
    render(<OrderStatusControl status="processing" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Next status'), { target: { value: 'in-transit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Carrier is required for an order in transit')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Carrier/), { target: { value: 'Pos Laju' } });
    fireEvent.change(screen.getByLabelText(/^Tracking number/), { target: { value: 'EP123MY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'in-transit', carrier: 'Pos Laju', trackingNumber: 'EP123MY' });
  });

  it('asks before cancelling', () => {
    const onSubmit = vi.fn();
    render(<OrderStatusControl status="pending" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Next status'), { target: { value: 'cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'cancelled' });
  });

  it('speaks Bahasa Malaysia on a /ms page', () => {
    const onSubmit = vi.fn();
    renderWithMessages(<OrderStatusControl status="processing" onSubmit={onSubmit} />, { locale: 'ms' });
    const select = screen.getByLabelText('Status seterusnya');
    expect(within(select).getByRole('option', { name: 'Dalam penghantaran' })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'in-transit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kemas kini status' }));
    expect(screen.getByText('Kurier wajib diisi untuk pesanan dalam penghantaran')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in Malay that a delivered order does not change', () => {
    renderWithMessages(<OrderStatusControl status="delivered" onSubmit={() => {}} />, { locale: 'ms' });
    expect(screen.getByText('Pesanan yang telah dihantar tidak berubah lagi.')).toBeTruthy();
  });
});
