import type { AuthUser } from '../../platform/auth.js';

/** The buyer reads their own order; ADMIN reads any. Anyone else is told it does not exist. */
export function canReadOrder(user: AuthUser, order: { userId: string }): boolean {
  return order.userId === user.id || user.role === 'ADMIN';
}

/** Only ADMIN moves an order along (DESIGN.md §5). */
export function canChangeOrderStatus(user: AuthUser): boolean {
  return user.role === 'ADMIN';
}

/** The buyer cancels their own order; ADMIN may cancel any. Anyone else is told it does not exist. */
export function canCancelOrder(user: AuthUser, order: { userId: string }): boolean {
  return order.userId === user.id || user.role === 'ADMIN';
}
