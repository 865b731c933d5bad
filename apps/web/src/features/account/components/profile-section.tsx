// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import { type TUser, ZUpdateUserRequestSchema } from '@samplebank/contracts/users';
import { Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useDialogs } from '../../../lib/dialogs';
import { setServerFieldErrors } from '../../../lib/form-errors';
import { useRenameAccount } from '../api';
import { profileRows, USER_TYPE_LABELS } from '../lib/account-profile';
import { formatAccountDate } from '../lib/format-date';
import { AccountSection, DetailRows } from './account-section';

export const NAME_MAX_LENGTH = 100;

// the name as PUT /users/{id} checks it, required here because this form only ever sends a name
const ZRenameFormSchema = ZUpdateUserRequestSchema.pick({ name: true }).required();
type RenameForm = z.infer<typeof ZRenameFormSchema>;
// the contract's length check carries no words of its own; the person reads this one
const renameResolver = zodResolver(ZRenameFormSchema, { error: () => 'Please enter your name' });

/** What the registration wizard collected, with the name editable in place. */
export function ProfileSection({ user }: { user: TUser }) {
  const { open } = useDialogs();
  const isAdmin = user.role === 'ADMIN';
  const rows = [
    { label: 'Name', value: <NameField user={user} /> },
    { label: 'E-mail', value: user.email },
    {
      label: 'Account type',
      value: isAdmin
        ? 'Administrator'
        : user.userType
          ? (USER_TYPE_LABELS[user.userType] ?? user.userType)
          : 'Not chosen yet',
    },
    ...profileRows(user),
    { label: 'Member since', value: formatAccountDate(user.createdAt) },
  ];
  return (
    <AccountSection
      id="profile"
      title="Profile"
      description="The details you gave when you registered. Our team reviews accounts on them."
    >
      <DetailRows rows={rows} />
      {!isAdmin && user.isProfileComplete ? (
        <p className="mt-4 text-sm text-muted">
          Your e-mail address and registration details can only be changed by our team.{' '}
          <button
            type="button"
            onClick={() => open({ name: 'contact', inquiryType: 'Account problem' })}
            className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong"
          >
            Ask us to change them
          </button>
        </p>
      ) : null}
    </AccountSection>
  );
}

/** The name, with an Edit button that turns it into a small form; focus goes to the field and back. */
function NameField({ user }: { user: TUser }) {
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const rename = useRenameAccount();
  const form = useForm<RenameForm>({ resolver: renameResolver, defaultValues: { name: user.name } });

  const stopEditing = () => {
    setIsEditing(false);
    form.clearErrors();
    // the form unmounts: give focus back to the button that opened it
    window.setTimeout(() => editRef.current?.focus(), 0);
  };

  const submit = form.handleSubmit(({ name }) => {
    if (name === user.name) {
      stopEditing();
      return;
    }
    rename.mutate(
      { userId: user._id, name },
      {
        onSuccess: () => {
          toast.success('Your name is saved');
          stopEditing();
        },
        onError: (failure) => {
          if (setServerFieldErrors(failure, form.setError, ['name'])) return;
          form.setError('name', {
            type: 'server',
            message: failure.message || 'Your name could not be saved. Please try again.',
          });
        },
      },
    );
  });

  if (!isEditing) {
    return (
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span>{user.name}</span>
        <Button
          ref={editRef}
          variant="ghost"
          size="sm"
          aria-label={`Edit name, ${user.name}`}
          onClick={() => {
            form.reset({ name: user.name });
            setIsEditing(true);
          }}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      </span>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField
        label="Name"
        isLabelHidden
        error={form.formState.errors.name?.message}
        {...form.register('name')}
        onKeyDown={(event) => {
          if (event.key === 'Escape') stopEditing();
        }}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        // the field the person just asked to edit
        autoFocus
      />
      <div className="flex gap-2">
        <Button type="submit" variant="dark" size="sm" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <Button variant="secondary" size="sm" onClick={stopEditing} disabled={rename.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
