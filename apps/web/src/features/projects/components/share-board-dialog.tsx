import type { TShareLink } from '@samplebank/contracts/board-sharing';
import { formatDateTime, formatLongDate } from '@samplebank/domain/format';
import { Check, Copy, KeyRound, Link2, Tag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '../board-sharing-api';

type ShareBoardDialogProps = {
  boardId: string;
  boardName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Share with client (issue 19): make a link (client, expiry, passcode, prices), copy it once, list and revoke links. */
export function ShareBoardDialog({ boardId, boardName, open, onOpenChange }: ShareBoardDialogProps) {
  const t = useT('sharing');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.title')}
      description={t('share.description')}
      className="sm:max-w-xl"
    >
      {open ? <ShareBody boardId={boardId} boardName={boardName} /> : null}
    </Modal>
  );
}

/** The link's address on this site; its token is known only right after it is made. */
export const shareUrl = (token: string) => `${window.location.origin}${paths.sharedBoard.to(token)}`;

/** The end of a chosen day where the designer is, as the API's instant. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

function ShareBody({ boardId }: { boardId: string; boardName: string }) {
  const t = useT('sharing');
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      {created ? (
        <CreatedLink url={shareUrl(created)} onDone={() => setCreated(null)} />
      ) : (
        <CreateLinkForm boardId={boardId} onCreated={setCreated} />
      )}
      <section aria-labelledby="share-links-heading">
        <h3 id="share-links-heading" className="text-sm font-semibold text-ink">
          {t('share.links')}
        </h3>
        <LinkList boardId={boardId} />
      </section>
    </div>
  );
}

function CreateLinkForm({ boardId, onCreated }: { boardId: string; onCreated: (token: string) => void }) {
  const t = useT('sharing');
  const create = useCreateShareLink(boardId);
  const [clientName, setClientName] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [passcode, setPasscode] = useState('');
  const [showPrices, setShowPrices] = useState(false);
  const [problem, setProblem] = useState<{ passcode?: string; expiresOn?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = expiresOn ? endOfDay(expiresOn) : undefined;
    const found = {
      passcode: passcode && (passcode.length < 4 || passcode.length > 64) ? t('share.passcodeLength') : undefined,
      expiresOn: expiresAt && Date.parse(expiresAt) <= Date.now() ? t('share.expiryInPast') : undefined,
    };
    setProblem(found);
    if (found.passcode || found.expiresOn) return;
    create.mutate(
      {
        ...(clientName.trim() ? { clientName: clientName.trim() } : {}),
        ...(expiresAt ? { expiresAt } : {}),
        ...(passcode ? { passcode } : {}),
        showPrices,
      },
      {
        onSuccess: ({ token }) => {
          setClientName('');
          setExpiresOn('');
          setPasscode('');
          setShowPrices(false);
          onCreated(token);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('share.clientName')}
        isOptional
        value={clientName}
        maxLength={120}
        placeholder={t('share.clientNamePlaceholder')}
        onChange={(event) => setClientName(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('share.expiresOn')}
          isOptional
          type="date"
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
          error={problem.expiresOn}
        />
        <TextField
          label={t('share.passcode')}
          isOptional
          type="text"
          autoComplete="off"
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          hint={t('share.passcodeHint')}
          error={problem.passcode}
        />
      </div>
      <label className="flex items-center gap-2.5 text-sm text-ink">
        <input
          type="checkbox"
          checked={showPrices}
          onChange={(event) => setShowPrices(event.target.checked)}
          className="size-4 rounded border-line-strong accent-ink"
        />
        {t('share.showPrices')}
      </label>
      {create.isError ? (
        <FormAlert>
          {create.error instanceof ApiError && create.error.status < 500
            ? create.error.message
            : t('share.createFailed')}
        </FormAlert>
      ) : null}
      <div>
        <Button type="submit" variant="dark" disabled={create.isPending}>
          <Link2 aria-hidden="true" className="size-4" />
          {create.isPending ? t('share.creating') : t('share.create')}
        </Button>
      </div>
    </form>
  );
}

function CreatedLink({ url, onDone }: { url: string; onDone: () => void }) {
  const t = useT('sharing');
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      toast.success(t('share.copied'));
    } catch {
      toast.info(t('share.copyFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-success-soft p-4 ring-1 ring-success/20">
      <p className="text-sm font-medium text-ink">{t('share.created')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={url}
          aria-label={t('share.linkLabel')}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-xs text-ink ring-1 ring-line"
        />
        <Button variant="dark" onClick={copy}>
          {isCopied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {isCopied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      <div>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('share.done')}
        </Button>
      </div>
    </div>
  );
}

const statusLooks: Record<TShareLink['status'], string> = {
  active: 'bg-success-soft text-success',
  expired: 'bg-surface text-muted',
  revoked: 'bg-danger-soft text-danger',
};

function LinkList({ boardId }: { boardId: string }) {
  const t = useT('sharing');
  const links = useShareLinks(boardId);
  const revoke = useRevokeShareLink(boardId);
  const [revoking, setRevoking] = useState<TShareLink | null>(null);

  if (links.isPending) return <Skeleton className="mt-3 h-16 w-full" />;
  if (links.isError) return <ErrorMessage className="mt-3">{t('share.loadFailed')}</ErrorMessage>;
  if (links.data.length === 0) return <p className="mt-2 text-sm text-muted">{t('share.noLinks')}</p>;

  return (
    <>
      <ul className="mt-3 divide-y divide-line rounded-xl ring-1 ring-line">
        {links.data.map((link) => (
          <li key={link._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                <span translate={link.clientName ? 'no' : undefined} className="truncate">
                  {link.clientName ?? t('share.unnamed')}
                </span>
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusLooks[link.status])}>
                  {t(`share.status.${link.status}`)}
                </span>
                {link.hasPasscode ? (
                  <span className="inline-flex items-center gap-1 text-xs text-muted">
                    <KeyRound aria-hidden="true" className="size-3" />
                    {t('share.withPasscode')}
                  </span>
                ) : null}
                {link.showPrices ? (
                  <span className="inline-flex items-center gap-1 text-xs text-muted">
                    <Tag aria-hidden="true" className="size-3" />
                    {t('share.withPrices')}
                  </span>
                ) : null}
              </p>
              <p className="mt-0.5 text-xs text-muted">
                {link.lastOpenedAt
                  ? t('share.lastOpened', { date: formatDateTime(link.lastOpenedAt) })
                  : t('share.neverOpened')}
                {link.openCount > 0 ? ` · ${t('share.opens', { count: link.openCount })}` : null}
                {link.expiresAt && link.status === 'active'
                  ? ` · ${t('share.expiresAt', { date: formatLongDate(link.expiresAt) })}`
                  : null}
              </p>
            </div>
            {link.status !== 'revoked' ? (
              <Button variant="secondary" size="sm" onClick={() => setRevoking(link)}>
                {t('share.revoke')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('share.revokeTitle')}
        description={t('share.revokeDescription')}
        confirmLabel={t('share.revokeConfirm')}
        pendingLabel={t('share.revoking')}
        isPending={revoke.isPending}
        error={revoke.isError ? t('share.revokeFailed') : undefined}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking._id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success(t('share.revoked'));
            },
          });
        }}
      />
    </>
  );
}
