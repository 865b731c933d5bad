import { zodResolver } from '@hookform/resolvers/zod';
import { type TAdminCreateUserRequest, ZAdminCreateUserRequestSchema } from '@samplebank/contracts/users';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateAccount } from '../accounts-api';
import { adminPaths } from '../admin-paths';

type FormValues = z.input<typeof ZAdminCreateUserRequestSchema>;

/** Adds an account: name, e-mail, a first password, role, type and whether it starts approved or premium. */
export function AddAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT('admin');
  const createAccount = useCreateAccount();
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, TAdminCreateUserRequest>({
    resolver: zodResolver(ZAdminCreateUserRequestSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      role: 'SAMPLEBANK_USER',
      userType: null,
      isApproved: true,
      isPremium: false,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    createAccount.mutate(values, {
      onSuccess: ({ user }) => {
        toast.success(t('addAccount.added', { name: user.name }));
        onOpenChange(false);
        form.reset();
        navigate(adminPaths.account.to(user._id));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) form.setError('email', { message: error.message });
        else toast.error(error instanceof ApiError ? error.message : t('addAccount.failed'));
      },
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('addAccount.title')}
      description={t('addAccount.description')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('addAccount.name')} required error={errors.name?.message} className="sm:col-span-2">
          {(control) => <TextInput {...control} autoComplete="off" {...form.register('name')} />}
        </FormField>
        <FormField label={t('addAccount.email')} required error={errors.email?.message}>
          {(control) => <TextInput {...control} type="email" autoComplete="off" {...form.register('email')} />}
        </FormField>
        <FormField
          label={t('addAccount.password')}
          required
          error={errors.password?.message}
          hint={t('addAccount.passwordHint')}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...form.register('password')} />}
        </FormField>
        <FormField label={t('addAccount.role')} required>
          {(control) => (
            <SelectInput {...control} {...form.register('role')}>
              <option value="SAMPLEBANK_USER">{t('role.user')}</option>
              <option value="ADMIN">{t('role.admin')}</option>
            </SelectInput>
          )}
        </FormField>
        <FormField isOptional label={t('addAccount.accountType')}>
          {(control) => (
            <SelectInput {...control} {...form.register('userType', { setValueAs: (value: string) => value || null })}>
              <option value="">{t('addAccount.noType')}</option>
              <option value="professional">{t('userType.professional')}</option>
              <option value="non-professional">{t('userType.nonProfessional')}</option>
              <option value="student">{t('userType.student')}</option>
            </SelectInput>
          )}
        </FormField>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-ink" {...form.register('isApproved')} />
          {t('addAccount.approved')}
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-4 accent-ink" {...form.register('isPremium')} />
          {t('addAccount.premium')}
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="dark" disabled={createAccount.isPending}>
            {createAccount.isPending ? t('addAccount.adding') : t('addAccount.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
