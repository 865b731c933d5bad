import {
  PROFILE_NUDGES_PER_STAFF_PER_DAY,
  type TUnfinishedProfile,
  type TUnfinishedProfileList,
  UNFINISHED_PROFILE_MESSAGES,
} from '@samplebank/contracts/admin-unfinished-profiles';
import { tryAgainIn } from '@samplebank/contracts/limits';
import {
  nextNudgeAllowedAt,
  PROFILE_NUDGE_INTERVAL_DAYS,
  unfinishedProfileCutoff,
} from '@samplebank/domain/onboarding';
import { recordAudit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { accountReader, profileNudgeMail } from '../../platform/mail-templates.js';
import { tryConsumeAllowance } from '../../platform/throttle.js';
import {
  findAccount,
  findUnfinishedProfiles,
  lockAccount,
  markNudged,
  type UnfinishedProfileRow,
} from './admin-unfinished-profiles.repository.js';

type NudgeContext = ServiceContext<'db' | 'mailer' | 'config'>;

const NUDGE_SCOPE = 'profile-nudge';
const DAY_SECONDS = 24 * 60 * 60;
const NUDGE_RULES = [{ limit: PROFILE_NUDGES_PER_STAFF_PER_DAY, windowSeconds: DAY_SECONDS }];

// staff read Malaysian time, whatever the server's zone
const malaysianTime = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** A row of the queue: who, where the wizard stopped, and when a reminder went and may go again. */
function presentUnfinishedProfile(row: UnfinishedProfileRow, now: Date): TUnfinishedProfile {
  const next = nextNudgeAllowedAt(row.profileNudgedAt, now);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    userType: row.userType,
    stoppedAt: row.userType ? 'profile' : 'account-type',
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    profileNudgedAt: row.profileNudgedAt?.toISOString() ?? null,
    nextNudgeAt: next?.toISOString() ?? null,
  };
}

/** `GET /admin/unfinished-profiles`: verified accounts older than a day that have not finished the wizard. */
export async function listUnfinishedProfiles(
  { db }: ServiceContext<'db'>,
  query: { page: number; limit: number; search?: string },
): Promise<TUnfinishedProfileList> {
  const now = new Date();
  const { page, limit } = query;
  const { rows, total } = await findUnfinishedProfiles(db, {
    createdBefore: unfinishedProfileCutoff(now),
    search: query.search || undefined,
    offset: (page - 1) * limit,
    limit,
  });
  return {
    items: rows.map((row) => presentUnfinishedProfile(row, now)),
    total,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}

/**
 * `POST /admin/unfinished-profiles/{id}/nudge`: e-mails the account a reminder to finish its profile, with a link
 * that signs in and opens the wizard. One reminder per account every 3 days (409 in words), at most
 * PROFILE_NUDGES_PER_STAFF_PER_DAY per staff member a day (429); the reminder is recorded and audited.
 */
export async function nudgeUnfinishedProfile(context: NudgeContext, actor: AuthUser, { userId }: { userId: string }) {
  const { db, mailer, config } = context;
  const now = new Date();
  // checked before the allowance is spent, so a refused reminder does not count towards the day's cap
  assertNudgeable(await findAccount(db, userId), now);

  const allowance = await tryConsumeAllowance(db, NUDGE_SCOPE, actor.id, NUDGE_RULES);
  if (allowance.wait > 0) {
    throw new AppError('TOO_MANY_REQUESTS', UNFINISHED_PROFILE_MESSAGES.dailyCap(tryAgainIn(allowance.wait)), {
      retryAfterSeconds: allowance.wait,
    });
  }

  const updated = await db.transaction(async (tx) => {
    // checked again under the row lock: another staff member may have reminded it, or the user finished, meanwhile
    const account = await lockAccount(tx, userId);
    assertNudgeable(account, now);
    const remindedBefore = new Date(now.getTime() - PROFILE_NUDGE_INTERVAL_DAYS * DAY_SECONDS * 1000);
    const row = await markNudged(tx, userId, { at: now, remindedBefore });
    if (!row) throw tooSoon(account, now);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.nudge',
      entityType: 'user',
      entityId: userId,
      before: { profileNudgedAt: account.profileNudgedAt },
      after: { profileNudgedAt: now },
    });
    return row;
  });

  await mailer.send({
    to: updated.email,
    kind: 'profile-nudge',
    ...profileNudgeMail(accountReader(config.publicUrl, updated), updated.name, updated.email),
  });
  return { message: UNFINISHED_PROFILE_MESSAGES.sent(updated.email), item: presentUnfinishedProfile(updated, now) };
}

/** 404 for no such account; 409 for one that finished, is less than a day old or was reminded in the last 3 days. */
function assertNudgeable(
  account: UnfinishedProfileRow | undefined,
  now: Date,
): asserts account is UnfinishedProfileRow {
  if (!account) throw new AppError('NOT_FOUND', UNFINISHED_PROFILE_MESSAGES.notFound);
  if (account.isProfileComplete || !account.isEmailVerified || account.role === 'ADMIN') {
    throw new AppError('CONFLICT', UNFINISHED_PROFILE_MESSAGES.alreadyFinished);
  }
  if (account.createdAt > unfinishedProfileCutoff(now))
    throw new AppError('CONFLICT', UNFINISHED_PROFILE_MESSAGES.tooNew);
  if (nextNudgeAllowedAt(account.profileNudgedAt, now)) throw tooSoon(account, now);
}

function tooSoon(account: UnfinishedProfileRow, now: Date) {
  const last = account.profileNudgedAt ?? now;
  const next = nextNudgeAllowedAt(last, now) ?? now;
  return new AppError(
    'CONFLICT',
    UNFINISHED_PROFILE_MESSAGES.tooSoon(malaysianTime.format(last), malaysianTime.format(next)),
  );
}
