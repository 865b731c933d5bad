// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { RefundDialog } from './refund-dialog';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const REMAINING = {
  lines: [
    { sampleId: 'tile', name: 'Terrazzo Tile', quantity: 2, unitAmount: 2754 },
    { sampleId: 'panel', name: 'Acoustic Panel', quantity: 1, unitAmount: 4320 },
  ],
  delivery: 500,
  total: 10328,
};

const sent = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderDialog(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const onClose = vi.fn();
  renderWithMessages(
    <QueryClientProvider client={new QueryClient()}>
      <RefundDialog orderId="order-1" remaining={REMAINING} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('RefundDialog', () => {
  it('refunds the units chosen, shows the amount first, and needs a reason', async () => {
    const user = userEvent.setup();
    const onClose = renderDialog(() =>
      Response.json(
        { _id: 'r1', amount: 2754, status: 'succeeded', reason: 'Cracked', createdAt: '', creditNote: null },
        { status: 201 },
      ),
    );
    await user.selectOptions(screen.getByLabelText('Units of Terrazzo Tile to refund'), '1');
    await user.click(screen.getByRole('button', { name: 'Refund RM 27.54' }));
    expect(screen.getByText('Please say why the order is refunded')).toBeTruthy();
    expect(sent()).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Reason/), 'Cracked');
    await user.click(screen.getByRole('button', { name: 'Refund RM 27.54' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent()).toEqual([{ lines: [{ sampleId: 'tile', quantity: 1 }], includeDelivery: false, reason: 'Cracked' }]);
    expect(toast.success).toHaveBeenCalledWith('Refunded RM 27.54; the credit note is on its way to the buyer');
  });

  it("offers everything left at the order's exact amount, and says the provider's refusal in the dialog", async () => {
    const user = userEvent.setup();
    const onClose = renderDialog(() =>
      Response.json({ message: 'The payment provider did not accept the refund.' }, { status: 503 }),
    );
    await user.click(screen.getByRole('button', { name: 'Everything left' }));
    await user.type(screen.getByLabelText(/^Reason/), 'Order cancelled');
    await user.click(screen.getByRole('button', { name: 'Refund RM 103.28' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sent()[0]).toMatchObject({
      includeDelivery: true,
      lines: [
        { sampleId: 'tile', quantity: 2 },
        { sampleId: 'panel', quantity: 1 },
      ],
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
