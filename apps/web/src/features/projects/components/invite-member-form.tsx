import {
  PROJECT_MESSAGES,
  type TAssignableRole,
  type TBoardMember,
  type TShareScope,
  ZInviteeEmailSchema,
} from '@samplebank/contracts/projects';
import { useMutation } from '@tanstack/react-query';
import { Eye, FolderOpen, LayoutGrid, PencilLine, Send } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputStyles } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { type MessageKey, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { projectsApi, useInvalidateProjects } from '../api';
import { projectText, roleKeys } from '../project-text';

/**
 * What is wrong with an invitee e-mail, checked in the spec's order (§5) with the contract's schema, then against
 * the people already on the board (for a board invitation) or sharing the whole project (for a project one); null
 * when it may be sent. The contract's English sentence: `projectText` translates it.
 */
export function inviteEmailProblem(
  email: string,
  members: Pick<TBoardMember, 'user' | 'role' | 'scope'>[],
  scope: TShareScope = 'board',
): string | null {
  const parsed = ZInviteeEmailSchema.safeParse(email);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PROJECT_MESSAGES.emailInvalid;
  const lower = parsed.data.toLowerCase();
  const same = members.filter((member) => member.user.email.toLowerCase() === lower);
  if (scope === 'board') return same.length ? PROJECT_MESSAGES.alreadyMember : null;
  // the owner has every board; a member of this board alone may still be given the whole project
  return same.some((member) => member.scope === 'project' || member.role === 'owner')
    ? PROJECT_MESSAGES.alreadyProjectMember
    : null;
}

type Choice<T> = { value: T; label: MessageKey<'projects'>; description: MessageKey<'projects'>; Icon: typeof Eye };

const roles: Choice<TAssignableRole>[] = [
  { value: 'viewer', label: roleKeys.viewer, description: 'invite.viewerDescription', Icon: Eye },
  { value: 'editor', label: roleKeys.editor, description: 'invite.editorDescription', Icon: PencilLine },
];

const scopes: Choice<TShareScope>[] = [
  { value: 'board', label: 'invite.scopeBoard', description: 'invite.scopeBoardDescription', Icon: LayoutGrid },
  { value: 'project', label: 'invite.scopeProject', description: 'invite.scopeProjectDescription', Icon: FolderOpen },
];

type InviteValues = { inviteeEmail: string; role: TAssignableRole; scope: TShareScope };
const blank: InviteValues = { inviteeEmail: '', role: 'viewer', scope: 'board' };

/**
 * Invites an e-mail to a board as viewer or editor, or, for those who may share the whole project (its owner, an
 * editor of all of it), to every board of the project; the server mails the link.
 */
export function InviteMemberForm({
  boardId,
  members,
  canShareProject = false,
}: {
  boardId: string;
  members: TBoardMember[];
  canShareProject?: boolean;
}) {
  const t = useT('projects');
  const form = useForm<InviteValues>({ defaultValues: blank });
  const email = form.watch('inviteeEmail');
  const role = form.watch('role');
  const scope = form.watch('scope');
  const error = form.formState.errors.inviteeEmail?.message;
  const invalidate = useInvalidateProjects();
  const id = useId();

  const invite = useMutation({
    mutationFn: (inviteeEmail: string) => projectsApi.invite({ boardId, inviteeEmail, role, scope }),
    onSuccess: (_result, inviteeEmail) => {
      toast.success(t('spec.invitationSent', { email: inviteeEmail }));
      // each invitation starts again as a viewer of this board: the last one's choices must not carry over unnoticed
      form.reset(blank);
      return invalidate();
    },
    onError: (failure) => {
      // the server's only conflict here; its sentence may come in either language
      if (failure instanceof ApiError && failure.status === 409) {
        const key = scope === 'project' ? 'contract.alreadyProjectMember' : 'contract.alreadyMember';
        form.setError('inviteeEmail', { type: 'server', message: t(key) });
        return;
      }
      toast.error(t('spec.invitationFailed'));
    },
  });

  // checked at once rather than through an async resolver: the message is there as soon as Send is pressed
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = inviteEmailProblem(email, members, scope);
    if (problem) {
      form.setError('inviteeEmail', { type: 'validate', message: projectText(t, problem) }, { shouldFocus: true });
      return;
    }
    if (!invite.isPending) invite.mutate(email.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t('invite.title')}
      </h3>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('invite.email')}
        </label>
        <input
          id={`${id}-email`}
          // text, not email: an email input trims what is typed, and the spec's checks run on the raw value
          type="text"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          placeholder={t('invite.emailPlaceholder')}
          {...form.register('inviteeEmail', { onChange: () => form.clearErrors('inviteeEmail') })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputStyles, 'sm:flex-1')}
        />
        <Button type="submit" variant="dark" disabled={email.length === 0 || invite.isPending} className="sm:w-32">
          <Send aria-hidden="true" className="size-4" />
          {invite.isPending ? t('invite.sending') : t('invite.send')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {canShareProject ? (
        <ChoiceGroup
          legend={t('invite.scope')}
          choices={scopes}
          value={scope}
          register={form.register('scope', { onChange: () => form.clearErrors('inviteeEmail') })}
        />
      ) : null}
      <ChoiceGroup legend={t('invite.role')} choices={roles} value={role} register={form.register('role')} />
    </form>
  );
}

/** Two or more cards of which one is chosen: radio buttons under their legend (visible to screen readers only). */
function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  register,
}: {
  legend: string;
  choices: Choice<T>[];
  value: T;
  register: UseFormRegisterReturn;
}) {
  const t = useT('projects');
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {choices.map(({ value: choice, label, description, Icon }) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand',
              value === choice ? 'border-ink bg-canvas' : 'border-line hover:border-line-strong',
            )}
          >
            <input type="radio" value={choice} {...register} className="sr-only" />
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
            <span>
              <span className="block text-sm font-medium text-ink">{t(label)}</span>
              <span className="block text-xs text-muted">{t(description)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
