// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { setServerFieldErrors } from '../../lib/form-errors';
import { renderWithMessages } from '../../test/i18n';
import { FormField, PasswordField, SelectField, TextAreaField, TextField, TextInput } from './form-field';

afterEach(cleanup);

const ZFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z.email('Please enter a valid email'),
});

function SignUpForm({ serverError }: { serverError?: unknown }) {
  const form = useForm({ resolver: zodResolver(ZFormSchema), defaultValues: { name: '', email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(() => {
    setServerFieldErrors(serverError, form.setError, ['name', 'email']);
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField label="Full name" required error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormField', () => {
  it('names the control by its label and describes it by its hint', () => {
    renderWithMessages(
      <FormField label="Website" hint="https://…" isOptional>
        {(control) => <TextInput {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /^Website\s?\(optional\)$/ });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('https://…');
  });

  it('marks the control invalid and describes it by its error instead of its hint', () => {
    renderWithMessages(
      <FormField label="Website" hint="https://…" error="Please enter a valid website">
        {(control) => <TextInput {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Website' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Please enter a valid website');
    expect(message?.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('https://…')).toBeNull();
  });

  it('keeps an empty live region so an error that appears later is announced', () => {
    const { rerender } = renderWithMessages(<TextField label="Name" />);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    rerender(<TextField label="Name" error="Please enter your name" />);
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region?.textContent).toBe('Please enter your name');
  });

  it('shows the required marker to the eye only and tells assistive technology the field is required', () => {
    renderWithMessages(<TextField label="First name" required />);
    const input = screen.getByLabelText(/^First name/);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps an aria-required the caller gives a field without the visible marker', () => {
    renderWithMessages(<TextField label="Job title" aria-required />);
    expect(screen.getByLabelText('Job title').getAttribute('aria-required')).toBe('true');
  });

  it('wires a password, a select and a text area the same way', () => {
    renderWithMessages(
      <>
        <PasswordField label="Password" error="Too short" />
        <SelectField label="Role">
          <option value="a">A</option>
        </SelectField>
        <TextAreaField label="Comments" hint="Up to 500 characters" />
      </>,
    );
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Comments' }).getAttribute('aria-describedby')).toMatch(/-hint$/);
  });
});

describe('FormField with react-hook-form', () => {
  it('shows the schema messages and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderWithMessages(<SignUpForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Full name/)));
  });

  it('puts the server’s field messages on the fields and focuses the first', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError('Validation failed', 400, 'VALIDATION', {
      email: 'This email is already registered',
      other: 'not a field of this form',
    });
    renderWithMessages(<SignUpForm serverError={refusal} />);
    await user.type(screen.getByLabelText(/^Full name/), 'Aisyah');
    await user.type(screen.getByLabelText('Email'), 'aisyah@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email is already registered')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.queryByText('not a field of this form')).toBeNull();
  });
});
