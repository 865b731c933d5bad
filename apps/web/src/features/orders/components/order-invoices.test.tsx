// @vitest-environment jsdom
import type { TOrder } from '@samplebank/contracts/orders';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { OrderInvoices } from './order-invoices';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const order = (overrides: Partial<TOrder>) =>
  ({ status: 'processing', invoices: [], ...overrides }) as unknown as TOrder;
const INVOICE = {
  _id: 'inv 1',
  kind: 'invoice',
  number: 'SB-2026-000042',
  einvoiceStatus: null,
  issuedAt: '2026-11-29T06:00:00Z',
  total: 6008,
} as const;

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  URL.createObjectURL = vi.fn(() => 'blob:invoice');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('OrderInvoices', () => {
  it('says when the invoice comes before payment, and that none comes for a cancelled order', () => {
    renderWithMessages(<OrderInvoices order={order({ status: 'awaiting-payment' })} />);
    expect(screen.getByText('Your tax invoice is issued as soon as your payment is received.')).toBeTruthy();
    cleanup();
    renderWithMessages(<OrderInvoices order={order({ status: 'cancelled' })} />);
    expect(screen.getByText(/No invoice: this order was cancelled/)).toBeTruthy();
  });

  it("downloads the invoice's PDF with the session token in the page's language", async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, headers: init.headers as Record<string, string> });
        return new Response('%PDF', {
          headers: { 'content-disposition': 'attachment; filename="SB-2026-000042.pdf"' },
        });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithMessages(<OrderInvoices order={order({ invoices: [INVOICE] })} />, { locale: 'ms' });
    expect(screen.getByText('RM 60.08', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Muat turun Invois cukai SB-2026-000042 sebagai PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent).toEqual([
      { url: '/api/invoices/inv%201/pdf', headers: { 'Accept-Language': 'ms', Authorization: 'Bearer test-token' } },
    ]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says so when the download fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    renderWithMessages(<OrderInvoices order={order({ invoices: [INVOICE] })} />);
    fireEvent.click(screen.getByRole('button', { name: /Download Tax invoice SB-2026-000042/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The invoice could not be downloaded. Please try again.'),
    );
  });
});
