import {
  CHECKOUT_MESSAGES,
  type TTestCardAuthenticateRequest,
  type TTestCardConfirmRequest,
  type TTestCardResult,
  type TTestFpxCompleteRequest,
  type TTestFpxStartRequest,
} from '@samplebank/contracts/checkout';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import { chargeTestCard, TestCardProcessor } from '../../platform/payments/test-card-processor.js';
import { claimPayment, findPaymentByClientSecret } from './checkout.repository.js';
import { handlePaymentEvent } from './payment-events.service.js';

type TestCardContext = ServiceContext<'db' | 'mailer' | 'config' | 'payments'> & { logger?: Logger };

function testProcessor(context: TestCardContext): TestCardProcessor {
  if (!(context.payments instanceof TestCardProcessor)) {
    throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.testProcessorOff);
  }
  return context.payments;
}

/** The buyer's own payment for a client secret; anyone else's is not found. */
async function ownPayment(context: TestCardContext, user: AuthUser, clientSecret: string) {
  const row = await findPaymentByClientSecret(context.db, clientSecret);
  if (!row || row.buyerId !== user.id || row.payment.provider !== 'test-card') {
    throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.paymentNotFound);
  }
  return row.payment;
}

/** Why a payment in this status cannot be confirmed or authenticated now, in the buyer's words. */
function refuseClaim(status: string, fallback: string): never {
  if (status === 'succeeded') throw new AppError('INVALID_STATE', CHECKOUT_MESSAGES.alreadyPaid);
  if (status === 'canceled') throw new AppError('INVALID_STATE', CHECKOUT_MESSAGES.paymentCanceled);
  if (status === 'processing') throw new AppError('INVALID_STATE', CHECKOUT_MESSAGES.paymentInProgress);
  throw new AppError('INVALID_STATE', fallback);
}

/** Finishes a claimed payment through the same once-only event handler that Stripe's webhooks use. */
async function settle(
  context: TestCardContext,
  processor: TestCardProcessor,
  payment: { providerIntentId: string; orderId: string },
  charge: { outcome: 'succeeded' } | { outcome: 'failed'; message: string },
  declineCode: 'CARD_DECLINED' | 'AUTHENTICATION_FAILED',
  method: 'card' | 'fpx' = 'card',
): Promise<TTestCardResult> {
  await handlePaymentEvent(context, processor.eventFor(payment.providerIntentId, charge, method));
  if (charge.outcome === 'failed') throw new AppError(declineCode, charge.message);
  return { status: 'succeeded', orderId: payment.orderId };
}

/**
 * `POST /payments/test-card/confirm`: confirms a test intent on the server, like Stripe test mode. 4242... pays,
 * 4000...0002 is declined, 4000 0025 0000 3155 asks for authentication first.
 */
export async function confirmTestCard(
  context: TestCardContext,
  user: AuthUser,
  input: TTestCardConfirmRequest & { now?: Date },
): Promise<TTestCardResult> {
  const { now = new Date(), ...request } = input;
  const processor = testProcessor(context);
  const payment = await ownPayment(context, user, request.clientSecret);
  // claiming first means two clicks on Pay now charge once
  // a buyer back from the bank page without paying may pay by card instead
  const from =
    payment.method === 'fpx'
      ? ['requires_payment_method', 'failed', 'requires_action']
      : ['requires_payment_method', 'failed'];
  if (!(await claimPayment(context.db, payment.id, from, 'processing', { method: 'card', bank: null }))) {
    refuseClaim(payment.status, CHECKOUT_MESSAGES.awaitingAuthentication);
  }
  const charge = chargeTestCard(request, now);
  if (charge.outcome === 'requires_action') {
    await claimPayment(context.db, payment.id, ['processing'], 'requires_action');
    return { status: 'requires_action', orderId: payment.orderId };
  }
  return settle(context, processor, payment, charge, 'CARD_DECLINED');
}

/** `POST /payments/test-card/authenticate`: the buyer passes or fails the 3-D Secure step. */
export async function authenticateTestCard(
  context: TestCardContext,
  user: AuthUser,
  request: TTestCardAuthenticateRequest,
): Promise<TTestCardResult> {
  const processor = testProcessor(context);
  const payment = await ownPayment(context, user, request.clientSecret);
  // a payment waiting at the FPX bank's page is approved there, not by a card's authentication
  const atCardStep = payment.method !== 'fpx';
  if (!atCardStep || !(await claimPayment(context.db, payment.id, ['requires_action'], 'processing'))) {
    refuseClaim(payment.status, CHECKOUT_MESSAGES.notAwaitingAuthentication);
  }
  const charge = request.approve
    ? ({ outcome: 'succeeded' } as const)
    : ({ outcome: 'failed', message: CHECKOUT_MESSAGES.authenticationFailed } as const);
  return settle(context, processor, payment, charge, 'AUTHENTICATION_FAILED');
}

/**
 * `POST /payments/test-fpx/start`: the buyer chose their bank; the payment waits at the bank's (simulated) page, as a
 * real FPX payment waits while its buyer is at their bank. A buyer who came back without paying may choose again.
 */
export async function startTestFpx(
  context: TestCardContext,
  user: AuthUser,
  request: TTestFpxStartRequest,
): Promise<TTestCardResult> {
  testProcessor(context);
  const payment = await ownPayment(context, user, request.clientSecret);
  const from = ['requires_payment_method', 'failed', 'requires_action'];
  if (!(await claimPayment(context.db, payment.id, from, 'requires_action', { method: 'fpx', bank: request.bank }))) {
    refuseClaim(payment.status, CHECKOUT_MESSAGES.paymentInProgress);
  }
  return { status: 'requires_action', orderId: payment.orderId };
}

/**
 * `POST /payments/test-fpx/complete`: the bank page's Approve or Decline. Approve settles the payment through the
 * same once-only event handler Stripe's webhooks use; Decline leaves it to be paid another way.
 */
export async function completeTestFpx(
  context: TestCardContext,
  user: AuthUser,
  request: TTestFpxCompleteRequest,
): Promise<TTestCardResult> {
  const processor = testProcessor(context);
  const payment = await ownPayment(context, user, request.clientSecret);
  const atBank = payment.method === 'fpx' && payment.status === 'requires_action';
  if (!atBank || !(await claimPayment(context.db, payment.id, ['requires_action'], 'processing'))) {
    refuseClaim(payment.status, CHECKOUT_MESSAGES.notAtBank);
  }
  const charge = request.approve
    ? ({ outcome: 'succeeded' } as const)
    : ({ outcome: 'failed', message: CHECKOUT_MESSAGES.bankDeclined } as const);
  return settle(context, processor, payment, charge, 'CARD_DECLINED', 'fpx');
}
