import type { TUser } from '@samplebank/contracts/users';
import { Pencil } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useDialogs } from '../../../lib/dialogs';
import { useRenameAccount } from '../api';
import { profileRows, USER_TYPE_LABELS } from '../lib/account-profile';
import { formatAccountDate } from '../lib/format-date';
import { AccountSection, DetailRows } from './account-section';

export const NAME_MAX_LENGTH = 100;

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
  const [name, setName] = useState(user.name);
  const [error, setError] = useState('');
  const editRef = useRef<HTMLButtonElement>(null);
  const rename = useRenameAccount();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const stopEditing = () => {
    setIsEditing(false);
    setError('');
    // the form unmounts: give focus back to the button that opened it
    window.setTimeout(() => editRef.current?.focus(), 0);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter your name');
      return;
    }
    if (trimmed === user.name) {
      stopEditing();
      return;
    }
    rename.mutate(
      { userId: user._id, name: trimmed },
      {
        onSuccess: () => {
          toast.success('Your name is saved');
          stopEditing();
        },
        onError: (failure) =>
          setError(
            (failure instanceof ApiError ? failure.fields?.name : undefined) ||
              failure.message ||
              'Your name could not be saved. Please try again.',
          ),
      },
    );
  };

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
            setName(user.name);
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
      <label htmlFor={inputId} className="sr-only">
        Name
      </label>
      <TextInput
        id={inputId}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') stopEditing();
        }}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        // the field the person just asked to edit
        autoFocus
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="text-sm font-normal text-danger">
          {error}
        </p>
      ) : null}
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
