import type {
  TCheckout,
  TFpxBank,
  TPaymentMethod,
  TPaymentProviderName,
  TPaymentStatus,
} from '@samplebank/contracts/checkout';
import { FPX_BANKS, PAYMENT_METHODS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@samplebank/contracts/checkout';
import type { TOrderStatus } from '@samplebank/contracts/orders';
import type { Storage } from '../../platform/storage.js';
import { imageUrl } from '../catalogue/catalogue.presenter.js';
import type { CheckoutLineRow, CheckoutRow } from './checkout.repository.js';

const ringgit = (value: number) => Math.round(Number(value) * 100) / 100;

// a client secret lets its holder pay: it leaves only while paying is still possible
const PAYABLE_STATUSES: TPaymentStatus[] = ['requires_payment_method', 'requires_action', 'failed'];

const paymentStatusOf = (status: string | undefined): TPaymentStatus | null =>
  status && (PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as TPaymentStatus) : null;

const providerOf = (name: string | undefined): TPaymentProviderName | null =>
  name && (PAYMENT_PROVIDERS as readonly string[]).includes(name) ? (name as TPaymentProviderName) : null;

const methodOf = (method: string | null | undefined): TPaymentMethod | null =>
  method && (PAYMENT_METHODS as readonly string[]).includes(method) ? (method as TPaymentMethod) : null;

const bankOf = (bank: string | null): TFpxBank | null => (bank && bank in FPX_BANKS ? (bank as TFpxBank) : null);

/** A checkout as the payment step resumes it; no column leaves unless it is named here. */
export function presentCheckout(
  storage: Storage,
  { order, payment }: CheckoutRow,
  lines: CheckoutLineRow[],
  holdMinutes: number,
): TCheckout {
  const paymentStatus = paymentStatusOf(payment?.status);
  const canPay =
    order.status === 'awaiting-payment' && paymentStatus !== null && PAYABLE_STATUSES.includes(paymentStatus);
  return {
    orderId: order.id,
    number: order.number,
    status: order.status as TOrderStatus,
    ...(canPay && payment ? { clientSecret: payment.clientSecret } : {}),
    paymentStatus,
    paymentFailure: paymentStatus === 'failed' ? (payment?.failureMessage ?? null) : null,
    paymentMethod: methodOf(payment?.method),
    bank: payment?.method === 'fpx' ? bankOf(payment.bank) : null,
    provider: providerOf(payment?.provider),
    charges: {
      sampleCharge: ringgit(order.subtotal),
      deliveryFee: ringgit(order.deliveryFee),
      tax: ringgit(order.tax),
      taxRate: order.taxRate,
      total: order.totalAmount / 100,
      amount: order.totalAmount,
    },
    deliveryDate: order.deliveryDate,
    isExpressDelivery: order.isExpressDelivery,
    lines: lines.map((line) => ({
      sampleId: line.sampleId,
      name: line.name,
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: ringgit(line.unitPrice),
      imageUrl: line.images[0] ? imageUrl(storage, line.images[0]) : null,
    })),
    createdAt: order.createdAt.toISOString(),
    expiresAt: new Date(order.createdAt.getTime() + holdMinutes * 60_000).toISOString(),
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancellationReason: order.cancellationReason,
  };
}
