import type { TAssignableRole, TBoard, TBoardMember } from '@samplebank/contracts/projects';
import { canEditBoard, canManageMembers } from '@samplebank/domain/board-roles';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { type Translate, useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { projectsApi, useBoardMembers, useInvalidateProjects } from '../api';
import { InviteMemberForm } from './invite-member-form';
import { MemberAvatar } from './member-avatar';
import { PendingInvitations } from './pending-invitations';
import { RoleBadge } from './role-badge';
import { AssignableRoleSelect, WholeProjectTag } from './share-scope';

type MembersDialogProps = {
  board: Pick<TBoard, '_id' | 'name' | 'role'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Manage Members (spec §5, §6): everyone on the board sees the list; owners and editors invite; only the owner
 * changes a member between viewer and editor or removes them, and the owner's own row never changes.
 */
export function MembersDialog({ board, open, onOpenChange }: MembersDialogProps) {
  const t = useT('projects');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('members.title')}
      description={t.rich('members.description', {
        board: board.name,
        name: (chunks) => <span translate="no">{chunks}</span>,
      })}
      className="sm:max-w-xl"
    >
      {open ? <MembersBody board={board} /> : null}
    </Modal>
  );
}

function MembersBody({ board }: { board: MembersDialogProps['board'] }) {
  const t = useT('projects');
  const { user } = useSession();
  const members = useBoardMembers(board._id);
  const canInvite = canEditBoard(board.role);
  const onBoard = members.data?.filter((member) => member.scope === 'board') ?? [];
  const onProject = members.data?.filter((member) => member.scope === 'project') ?? [];
  // the project's owner, or an editor of the whole project, may hand out every board of it
  const canShareProject =
    board.role === 'owner' || onProject.some((member) => member.user._id === user?._id && member.role === 'editor');

  return (
    <div className="flex flex-col gap-6">
      {canInvite ? (
        <>
          <InviteMemberForm boardId={board._id} members={members.data ?? []} canShareProject={canShareProject} />
          <PendingInvitations boardId={board._id} canShareProject={canShareProject} />
        </>
      ) : (
        <p className="rounded-lg bg-surface px-3.5 py-2.5 text-sm text-muted">{t('members.viewOnly')}</p>
      )}

      <section aria-labelledby="board-members-title">
        <h3 id="board-members-title" className="text-sm font-semibold text-ink">
          {onProject.length ? t('members.boardHeading') : t('members.heading')}
          {members.data ? <span className="font-normal text-muted"> · {onBoard.length}</span> : null}
        </h3>
        {members.isPending ? (
          <div role="status" className="mt-3 flex flex-col gap-3">
            <span className="sr-only">{t('members.loading')}</span>
            {[0, 1].map((index) => (
              <div key={index} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="mt-1.5 h-3 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        ) : members.isError ? (
          <ErrorMessage className="mt-3">{t('spec.membersFetchFailed')}</ErrorMessage>
        ) : (
          <MemberList boardId={board._id} members={onBoard} canManage={canManageMembers(board.role)} />
        )}
      </section>

      {onProject.length ? (
        <section aria-labelledby="project-members-title">
          <h3 id="project-members-title" className="text-sm font-semibold text-ink">
            {t('members.projectHeading')}
            <span className="font-normal text-muted"> · {onProject.length}</span>
          </h3>
          <p className="mt-0.5 text-xs text-muted">{t('members.projectNote')}</p>
          <MemberList boardId={board._id} members={onProject} canManage={canManageMembers(board.role)} />
        </section>
      ) : null}
    </div>
  );
}

function MemberList({ members, ...row }: { boardId: string; members: TBoardMember[]; canManage: boolean }) {
  return (
    <ul className="mt-2 divide-y divide-line">
      {members.map((member) => (
        <MemberRow key={member._id} member={member} {...row} />
      ))}
    </ul>
  );
}

function MemberRow({ boardId, member, canManage }: { boardId: string; member: TBoardMember; canManage: boolean }) {
  const t = useT('projects');
  const { user } = useSession();
  const invalidate = useInvalidateProjects();
  const [isConfirming, setIsConfirming] = useState(false);
  const isYou = user?.email.toLowerCase() === member.user.email.toLowerCase();
  const isEditable = canManage && member.role !== 'owner';
  const isWholeProject = member.scope === 'project';

  const changeRole = useMutation({
    mutationFn: (role: TAssignableRole) => projectsApi.changeMemberRole(boardId, member._id, role),
    onSuccess: () => {
      toast.success(t('spec.memberRoleUpdated'));
      return invalidate();
    },
    onError: () => toast.error(t('spec.memberRoleFailed')),
  });
  const remove = useMutation({
    mutationFn: () => projectsApi.removeMember(boardId, member._id),
    onSuccess: () => {
      toast.success(t(isWholeProject ? 'spec.projectMemberRemoved' : 'spec.memberRemoved', { name: member.user.name }));
      return invalidate();
    },
    onError: () => {
      setIsConfirming(false);
      toast.error(t('spec.memberRemoveFailed'));
    },
  });

  return (
    <li className="py-3">
      <div className="flex items-center gap-3">
        <MemberAvatar name={member.user.name} src={member.user.avatar} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink">
            <span translate="no">{member.user.name}</span>
            {isYou ? <span className="font-normal text-muted"> {t('members.you')}</span> : null}
          </p>
          <p className="truncate text-xs text-muted">{member.user.email}</p>
          {isWholeProject ? <WholeProjectTag>{t('members.allBoards')}</WholeProjectTag> : null}
        </div>
        {isEditable ? (
          <div className="flex shrink-0 items-center gap-1">
            <AssignableRoleSelect
              id={`role-${member._id}`}
              label={t('members.roleOf', { name: member.user.name })}
              value={changeRole.isPending ? changeRole.variables : (member.role as TAssignableRole)}
              disabled={changeRole.isPending || remove.isPending}
              onChange={(role) => changeRole.mutate(role)}
            />
            <button
              type="button"
              onClick={() => setIsConfirming(true)}
              aria-label={
                isWholeProject
                  ? `${t('members.removeFromProject')}: ${member.user.name}`
                  : t('members.remove', { name: member.user.name })
              }
              aria-haspopup="dialog"
              className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-danger-soft hover:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : (
          <RoleBadge role={member.role} className="shrink-0" />
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t(isWholeProject ? 'members.removeProjectTitle' : 'members.removeTitle', { name: member.user.name })}
        description={t(isWholeProject ? 'members.removeProjectDescription' : 'members.removeDescription')}
        confirmLabel={t('actions.remove')}
        pendingLabel={t('actions.removing')}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/** "3 members" under a board's heading; 1 when the count is unknown (spec §9). */
export const memberCountLabel = (t: Translate<'projects'>, count: number | undefined) =>
  t('count.members', { count: count && count > 0 ? count : 1 });
