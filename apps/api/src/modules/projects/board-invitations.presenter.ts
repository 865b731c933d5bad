import type { TPendingInvitation } from '@samplebank/contracts/projects';
import type { InvitationWithNames } from './board-invitations.repository.js';

/** A pending invitation as the members dialog lists it; the token hash stays on the server. */
export function presentPendingInvitation({ invitation, inviterName }: InvitationWithNames): TPendingInvitation {
  return {
    _id: invitation.id,
    boardId: invitation.boardId,
    inviteeEmail: invitation.inviteeEmail,
    role: invitation.role as TPendingInvitation['role'],
    scope: invitation.scope as TPendingInvitation['scope'],
    invitedBy: inviterName ?? 'A Samplebank user',
    // a resend moves created_at: the list shows when the invitation was last e-mailed
    sentAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
