// i18n: not yet translated (issue 16)
import {
  type TAssignableRole,
  type TBoardMember,
  type TCreateInvitationRequest,
  ZInviteeEmailSchema,
} from '@samplebank/contracts/projects';
import { useMutation } from '@tanstack/react-query';
import { Eye, PencilLine, Send } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputStyles } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { projectsApi, useInvalidateProjects } from '../api';
import { inviteRoleDescriptions, projectMessages } from '../constants';

/**
 * What is wrong with an invitee e-mail, checked in the spec's order (§5) with the contract's schema, then against
 * the board's members; null when it may be sent.
 */
export function inviteEmailProblem(email: string, members: Pick<TBoardMember, 'user'>[]): string | null {
  const parsed = ZInviteeEmailSchema.safeParse(email);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? projectMessages.emailInvalid;
  const lower = parsed.data.toLowerCase();
  if (members.some((member) => member.user.email.toLowerCase() === lower)) return projectMessages.alreadyMember;
  return null;
}

const roles: { value: TAssignableRole; label: string; Icon: typeof Eye }[] = [
  { value: 'viewer', label: 'Viewer', Icon: Eye },
  { value: 'editor', label: 'Editor', Icon: PencilLine },
];

/** Invites an e-mail to a board as viewer or editor; the server mails the link. */
export function InviteMemberForm({ boardId, members }: { boardId: string; members: TBoardMember[] }) {
  const form = useForm<Pick<TCreateInvitationRequest, 'inviteeEmail' | 'role'>>({
    defaultValues: { inviteeEmail: '', role: 'viewer' },
  });
  const email = form.watch('inviteeEmail');
  const role = form.watch('role');
  const error = form.formState.errors.inviteeEmail?.message;
  const invalidate = useInvalidateProjects();
  const id = useId();

  const invite = useMutation({
    mutationFn: (inviteeEmail: string) => projectsApi.invite({ boardId, inviteeEmail, role }),
    onSuccess: (_result, inviteeEmail) => {
      toast.success(projectMessages.invitationSent(inviteeEmail));
      form.resetField('inviteeEmail');
      return invalidate();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.message === projectMessages.alreadyMember) {
        form.setError('inviteeEmail', { type: 'server', message: projectMessages.alreadyMember });
        return;
      }
      toast.error(projectMessages.invitationFailed);
    },
  });

  // checked at once rather than through an async resolver: the message is there as soon as Send is pressed
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = inviteEmailProblem(email, members);
    if (problem) {
      form.setError('inviteeEmail', { type: 'validate', message: problem }, { shouldFocus: true });
      return;
    }
    if (!invite.isPending) invite.mutate(email.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        Invite by e-mail
      </h3>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          // text, not email: an email input trims what is typed, and the spec's checks run on the raw value
          type="text"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          placeholder="colleague@company.com"
          {...form.register('inviteeEmail', { onChange: () => form.clearErrors('inviteeEmail') })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputStyles, 'sm:flex-1')}
        />
        <Button type="submit" variant="dark" disabled={email.length === 0 || invite.isPending} className="sm:w-32">
          <Send aria-hidden="true" className="size-4" />
          {invite.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <fieldset className="mt-3">
        <legend className="sr-only">Role</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {roles.map(({ value, label, Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand',
                role === value ? 'border-ink bg-canvas' : 'border-line hover:border-line-strong',
              )}
            >
              <input type="radio" value={value} {...form.register('role')} className="sr-only" />
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
              <span>
                <span className="block text-sm font-medium text-ink">{label}</span>
                <span className="block text-xs text-muted">{inviteRoleDescriptions[value]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
