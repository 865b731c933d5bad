import type { TSharedBoard } from '@samplebank/contracts/board-sharing';
import { formatLongDate } from '@samplebank/domain/format';
import { Link2Off, Printer } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useDecide, useSharedBoard } from '../api';
import { PasscodeForm } from '../components/passcode-form';
import { SharedSampleCard } from '../components/shared-sample-card';

const passcodeKey = (token: string) => `samplebank:share-passcode:${token}`;

function storedPasscode(token: string): string {
  try {
    return sessionStorage.getItem(passcodeKey(token)) ?? '';
  } catch {
    return '';
  }
}

/**
 * /shared/{token}: a board shared with a client who has no account, laid out like a printed presentation; the client
 * approves, rejects or asks for an alternative to each sample. A protected link asks for its passcode first.
 */
export function ClientBoardPage() {
  const { token = '' } = useParams();
  const [passcode, setPasscode] = useState(() => storedPasscode(token));
  const board = useSharedBoard(token, passcode);
  const t = useT('sharing');

  const choosePasscode = (value: string) => {
    try {
      sessionStorage.setItem(passcodeKey(token), value);
    } catch {
      // kept for this page only
    }
    setPasscode(value);
  };

  return (
    <div className="min-h-[70vh] bg-canvas px-4 py-6 md:py-12 print:bg-white print:p-0">
      {board.isPending ? (
        <div role="status" className="mx-auto max-w-4xl rounded-2xl bg-white p-6 ring-1 ring-line md:p-12">
          <span className="sr-only">{t('client.loading')}</span>
          <Skeleton className="h-4 w-40" />
          <Skeleton className="mt-4 h-10 w-72" />
          <Skeleton className="mt-10 aspect-[3/1] w-full" />
        </div>
      ) : board.isError ? (
        <BoardProblem
          error={board.error}
          passcode={passcode}
          isChecking={board.isFetching}
          onPasscode={choosePasscode}
          onRetry={() => board.refetch()}
        />
      ) : (
        <SharedBoardSheet board={board.data} token={token} passcode={passcode} />
      )}
    </div>
  );
}

function BoardProblem({
  error,
  passcode,
  isChecking,
  onPasscode,
  onRetry,
}: {
  error: Error;
  passcode: string;
  isChecking: boolean;
  onPasscode: (passcode: string) => void;
  onRetry: () => void;
}) {
  const t = useT('sharing');
  if (error instanceof ApiError && error.status === 403)
    return <PasscodeForm isWrong={passcode !== ''} isChecking={isChecking} onSubmit={onPasscode} />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-line">
        <Link2Off aria-hidden="true" className="size-8 text-muted" />
        <h1 className="text-xl font-semibold text-ink">{t('client.inactiveTitle')}</h1>
        <p className="text-sm text-muted">{t('client.inactiveBody')}</p>
      </div>
    );
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4">
      <ErrorMessage>
        {error instanceof ApiError && error.status === 429 ? error.message : t('client.loadFailed')}
      </ErrorMessage>
      <Button variant="secondary" onClick={onRetry}>
        {t('client.retry')}
      </Button>
    </div>
  );
}

function SharedBoardSheet({ board, token, passcode }: { board: TSharedBoard; token: string; passcode: string }) {
  const t = useT('sharing');
  const decide = useDecide(token, passcode);
  const { summary } = board;
  return (
    <article className="mx-auto max-w-4xl rounded-2xl bg-white px-5 py-8 shadow-raised ring-1 ring-line md:px-14 md:py-14 print:shadow-none print:ring-0">
      <title>{t('client.documentTitle', { board: board.name })}</title>
      <header className="border-ink border-b-2 pb-6">
        <div className="flex items-start justify-between gap-4">
          <p className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">{t('client.eyebrow')}</p>
          <Button variant="ghost" size="sm" onClick={() => window.print()} className="print:hidden">
            <Printer aria-hidden="true" className="size-4" />
            {t('client.print')}
          </Button>
        </div>
        <h1 translate="no" className="mt-3 text-3xl font-semibold tracking-tight break-words text-ink md:text-5xl">
          {board.name}
        </h1>
        <p className="mt-2 text-sm text-muted">
          <span translate="no">{t('client.project', { project: board.projectName })}</span>
          {board.clientName ? (
            <>
              <span aria-hidden="true"> · </span>
              <span translate="no">{t('client.preparedFor', { name: board.clientName })}</span>
            </>
          ) : null}
        </p>
        <p className="mt-4 max-w-2xl text-sm text-ink-soft">{t('client.intro')}</p>
        <div className="mt-5 flex flex-wrap items-baseline gap-x-4 gap-y-1" aria-live="polite">
          <p className="text-lg font-semibold text-ink">
            {t('summary.approved', { approved: summary.approved, total: summary.total })}
          </p>
          <p className="text-sm text-muted">
            {t('summary.detail', {
              rejected: summary.rejected,
              alternative: summary.alternative,
              pending: summary.pending,
            })}
          </p>
        </div>
        {board.expiresAt ? (
          <p className="mt-2 text-xs text-muted">{t('client.expires', { date: formatLongDate(board.expiresAt) })}</p>
        ) : null}
      </header>
      {board.samples.length === 0 ? (
        <p className="py-12 text-center text-sm text-muted">{t('client.empty')}</p>
      ) : (
        <div>
          {board.samples.map((sample) => (
            <SharedSampleCard
              key={sample._id}
              sample={sample}
              showPrices={board.showPrices}
              onDecide={(body) => decide.mutateAsync({ sampleId: sample._id, body })}
            />
          ))}
        </div>
      )}
    </article>
  );
}
