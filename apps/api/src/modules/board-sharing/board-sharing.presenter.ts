import type {
  TBoardDecision,
  TBoardDecisionKind,
  TBoardDecisions,
  TDecisionSummary,
  TShareLink,
} from '@samplebank/contracts/board-sharing';
import type { DecisionRow, ShareLinkRow } from './board-sharing.repository.js';

/** Whether a link still opens: not revoked, not past its expiry. */
export function isLinkActive(link: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, now = new Date()): boolean {
  return !link.revokedAt && (!link.expiresAt || link.expiresAt.getTime() > now.getTime());
}

/** A link as the board's members see it: never its token's hash or its passcode's. */
export function presentShareLink(link: ShareLinkRow, now = new Date()): TShareLink {
  return {
    _id: link.id,
    clientName: link.clientName,
    hasPasscode: link.passcodeHash !== null,
    showPrices: link.showPrices,
    status: link.revokedAt ? 'revoked' : isLinkActive(link, now) ? 'active' : 'expired',
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
    openCount: link.openCount,
    createdAt: link.createdAt.toISOString(),
  };
}

export function presentDecision(row: DecisionRow): TBoardDecision {
  return {
    _id: row.id,
    sampleId: row.sampleId,
    decision: row.decision as TBoardDecisionKind,
    comment: row.comment,
    decidedBy: row.decidedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Where each sample on the board stands (its newest decision) and its history, newest first, with the summary.
 * `decisions` come newest first; a decision on a sample no longer on the board is left out.
 */
export function presentDecisions(sampleIds: string[], decisions: DecisionRow[]): TBoardDecisions {
  const history = new Map<string, TBoardDecision[]>(sampleIds.map((sampleId) => [sampleId, []]));
  for (const row of decisions) history.get(row.sampleId)?.push(presentDecision(row));
  const samples = sampleIds.map((sampleId) => {
    const entries = history.get(sampleId) ?? [];
    return { sampleId, current: entries[0] ?? null, history: entries };
  });
  return { summary: summarize(samples.map((sample) => sample.current)), samples };
}

/** "7 of 9 approved": how many samples stand at each decision, and how many have none yet. */
export function summarize(current: (Pick<TBoardDecision, 'decision'> | null)[]): TDecisionSummary {
  const count = (kind: TBoardDecisionKind) => current.filter((entry) => entry?.decision === kind).length;
  return {
    total: current.length,
    approved: count('approved'),
    rejected: count('rejected'),
    alternative: count('alternative'),
    pending: current.filter((entry) => !entry).length,
  };
}
