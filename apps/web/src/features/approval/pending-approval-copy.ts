import type { MessageKey } from '../../lib/i18n';
import type { SessionUser } from '../../lib/session';

type UserType = NonNullable<SessionUser['userType']>;

/** The messages (common catalogue) of one kind of account's Account Pending Approval dialog. */
export type PendingApprovalCopy = {
  heading: MessageKey<'common'>;
  body: MessageKey<'common'>;
  meanwhile: MessageKey<'common'>;
};

/** What the Account Pending Approval dialog tells each kind of account (marketplace spec §2, accounts spec §4). */
export const PENDING_APPROVAL_COPY: Record<UserType | 'unknown', PendingApprovalCopy> = {
  professional: {
    heading: 'approval.professional.heading',
    body: 'approval.professional.body',
    meanwhile: 'approval.professional.meanwhile',
  },
  'non-professional': {
    heading: 'approval.business.heading',
    body: 'approval.business.body',
    meanwhile: 'approval.professional.meanwhile',
  },
  student: {
    heading: 'approval.student.heading',
    body: 'approval.student.body',
    meanwhile: 'approval.student.meanwhile',
  },
  unknown: {
    heading: 'approval.unknown.heading',
    body: 'approval.unknown.body',
    meanwhile: 'approval.unknown.meanwhile',
  },
};

/** The copy for a user's type; an account without one gets the general text. */
export function pendingApprovalCopyFor(userType: SessionUser['userType']): PendingApprovalCopy {
  return userType ? PENDING_APPROVAL_COPY[userType] : PENDING_APPROVAL_COPY.unknown;
}

/** For an account that has not finished the wizard: nobody is reviewing it yet, so it is asked to finish. */
export const UNFINISHED_PROFILE_COPY = {
  heading: 'approval.unfinished.heading',
  body: 'approval.unfinished.body',
  documents: 'approval.unfinished.documents',
  action: 'approval.unfinished.action',
} as const satisfies Record<string, MessageKey<'common'>>;
