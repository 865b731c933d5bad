import {
  BRAND_ROLES,
  type TBrandAccess,
  type TBrandInvitation,
  type TBrandMember,
  type TBrandRole,
  ZInviteBrandMemberRequestSchema,
} from '@samplebank/contracts/brand-portal';
import { formatLongDate } from '@samplebank/domain/format';
import { MailPlus, UserMinus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate, useOutletContext } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { FormField } from '../../../components/ui/form-field';
import { inputStyles } from '../../../components/ui/input-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import {
  useBrandTeam,
  useChangeBrandMember,
  useInviteBrandMember,
  useRemoveBrandMember,
  useRevokeBrandInvitation,
} from '../api';
import { brandPaths } from '../brand-paths';
import type { BrandOutletContext } from '../components/brand-layout';

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** /brand/{brandId}/team: who works for the brand; owners and staff invite people and change their roles. */
export function TeamPage() {
  const t = useT('brand');
  const { access } = useOutletContext<BrandOutletContext>();
  const team = useBrandTeam(access.brand._id);
  const canManage = access.role !== 'editor';
  return (
    <div>
      <title>{t('layout.documentTitle', { title: t('team.title') })}</title>
      <h1 className="text-2xl font-semibold tracking-tight text-ink md:text-3xl">{t('team.title')}</h1>
      <p className="mt-1 text-muted">{canManage ? t('team.introOwner') : t('team.introEditor')}</p>
      {canManage && <InviteForm brandId={access.brand._id} />}
      {team.isPending ? (
        <div role="status" className="mt-8 space-y-3">
          <span className="sr-only">{t('layout.loading')}</span>
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : team.isError ? (
        <div className="mt-8">
          <ErrorMessage>{t('team.loadFailed')}</ErrorMessage>
          <Button variant="secondary" className="mt-3" onClick={() => team.refetch()}>
            {t('layout.loadFailed.retry')}
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby="members-heading" className="mt-8">
            <h2 id="members-heading" className="text-lg font-semibold text-ink">
              {t('team.members', { count: team.data.members.length })}
            </h2>
            {team.data.members.length === 0 ? (
              // only staff see a brand nobody works for yet: its first owner is theirs to invite
              <p className="mt-3 rounded-2xl border border-dashed border-line-strong p-6 text-center text-sm text-muted">
                {t('team.noMembers')}
              </p>
            ) : (
              <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
                {team.data.members.map((member) => (
                  <MemberRow key={member.userId} access={access} member={member} canManage={canManage} />
                ))}
              </ul>
            )}
          </section>
          {canManage && <Invitations brandId={access.brand._id} invitations={team.data.invitations} />}
        </>
      )}
    </div>
  );
}

function InviteForm({ brandId }: { brandId: string }) {
  const t = useT('brand');
  const invite = useInviteBrandMember(brandId);
  const [email, setEmail] = useState('');
  // each invitation starts as an editor: an owner's power is given on purpose, never carried over from the last one
  const [role, setRole] = useState<TBrandRole>('editor');
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInviteBrandMemberRequestSchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('team.invited', { email: parsed.data.email }));
        setEmail('');
        setRole('editor');
      },
      onError: (error) => {
        const message = errorText(error, t('team.inviteFailed'));
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setFieldError(message);
        else toast.error(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-2xl border border-line bg-white p-4 md:p-5">
      <h2 className="text-base font-semibold text-ink">{t('team.inviteTitle')}</h2>
      <div className="mt-3 grid gap-3 md:grid-cols-[1fr_11rem_auto] md:items-start">
        <FormField label={t('team.email')} error={fieldError}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              className={inputStyles}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(undefined);
              }}
            />
          )}
        </FormField>
        <FormField label={t('team.role')}>
          {(control) => (
            <select
              {...control}
              className={inputStyles}
              value={role}
              onChange={(event) => setRole(event.target.value as TBrandRole)}
            >
              {BRAND_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`role.${option}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" variant="dark" className="md:mt-7" disabled={invite.isPending}>
          <MailPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? t('team.sending') : t('team.send')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-muted">{t(role === 'owner' ? 'team.ownerHint' : 'team.editorHint')}</p>
    </form>
  );
}

function MemberRow({ access, member, canManage }: { access: TBrandAccess; member: TBrandMember; canManage: boolean }) {
  const t = useT('brand');
  const { user } = useSession();
  const navigate = useNavigate();
  const brandId = access.brand._id;
  const change = useChangeBrandMember(brandId);
  const remove = useRemoveBrandMember(brandId);
  const [confirming, setConfirming] = useState(false);
  const isSelf = user?._id === member.userId;
  const canRemove = canManage || isSelf;

  const changeRole = (role: TBrandRole) =>
    change.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(t('team.roleChanged', { name: member.name })),
        onError: (error) => toast.error(errorText(error, t('team.changeFailed'))),
      },
    );

  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">
          {member.name}
          {isSelf && <span className="ml-2 text-xs font-normal text-muted">{t('team.you')}</span>}
        </p>
        <p className="truncate text-sm text-muted">{member.email}</p>
        <p className="text-xs text-subtle">{t('team.joined', { date: formatLongDate(member.joinedAt) })}</p>
      </div>
      <div className="flex items-center gap-2">
        {canManage ? (
          <select
            aria-label={t('team.roleOf', { name: member.name })}
            className={`${inputStyles} w-36`}
            value={member.role}
            disabled={change.isPending}
            onChange={(event) => changeRole(event.target.value as TBrandRole)}
          >
            {BRAND_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`role.${option}`)}
              </option>
            ))}
          </select>
        ) : (
          <span className="rounded-full bg-surface px-3 py-1 text-sm text-ink">{t(`role.${member.role}`)}</span>
        )}
        {canRemove && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={isSelf ? t('team.leave') : t('team.removeNamed', { name: member.name })}
            onClick={() => setConfirming(true)}
          >
            <UserMinus aria-hidden="true" className="size-4" />
            <span className="sm:sr-only">{isSelf ? t('team.leave') : t('team.remove')}</span>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          isSelf ? t('team.leaveTitle', { brand: access.brand.name }) : t('team.removeTitle', { name: member.name })
        }
        description={isSelf ? t('team.leaveText') : t('team.removeText', { brand: access.brand.name })}
        confirmLabel={isSelf ? t('team.leave') : t('team.remove')}
        isPending={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('team.changeFailed')) : undefined}
        onConfirm={() =>
          remove.mutate(member.userId, {
            onSuccess: () => {
              setConfirming(false);
              if (isSelf) navigate(brandPaths.root.to());
              else toast.success(t('team.removed', { name: member.name }));
            },
          })
        }
      />
    </li>
  );
}

function Invitations({ brandId, invitations }: { brandId: string; invitations: TBrandInvitation[] }) {
  const t = useT('brand');
  const revoke = useRevokeBrandInvitation(brandId);
  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <h2 id="invitations-heading" className="text-lg font-semibold text-ink">
        {t('team.invitations', { count: invitations.length })}
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('team.noInvitations')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {invitations.map((invitation) => (
            <li key={invitation._id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-ink">{invitation.email}</p>
                <p className="text-sm text-muted">
                  {t('team.invitationLine', {
                    role: t(`role.${invitation.role}`),
                    date: formatLongDate(invitation.expiresAt),
                  })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${t('team.revoke')}: ${invitation.email}`}
                disabled={revoke.isPending && revoke.variables === invitation._id}
                onClick={() =>
                  revoke.mutate(invitation._id, {
                    onSuccess: () => toast.success(t('team.revoked', { email: invitation.email })),
                    onError: (error) => toast.error(errorText(error, t('team.changeFailed'))),
                  })
                }
              >
                {t('team.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
