// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { PasswordInput } from './password-input';

afterEach(cleanup);

function renderPasswordInput(props: Parameters<typeof PasswordInput>[0] = {}) {
  return renderWithMessages(
    <>
      <label htmlFor="password">Password</label>
      <PasswordInput id="password" {...props} />
    </>,
  );
}

describe('PasswordInput', () => {
  it('hides the password until the Show password button is pressed, then hides it again', async () => {
    const user = userEvent.setup();
    renderPasswordInput();
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    await user.type(input, 'Sup3r-secret');
    expect(input.type).toBe('password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(input.type).toBe('text');
    expect(input.value).toBe('Sup3r-secret');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    await user.click(hide);
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('is reached by Tab after its input and toggles with the keyboard', async () => {
    const user = userEvent.setup();
    renderPasswordInput();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
    await user.keyboard('{Enter}');
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    await user.keyboard(' ');
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
  });

  it('passes the ref and the input props to the input, and never submits its form', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    let submitted = false;
    renderWithMessages(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <PasswordInput ref={ref} aria-label="Password" maxLength={25} autoComplete="new-password" />
      </form>,
    );
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current?.maxLength).toBe(25);
    expect(ref.current?.autocomplete).toBe('new-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(false);
  });

  it('disables its toggle with the input', () => {
    renderPasswordInput({ disabled: true });
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('PasswordInput in Bahasa Malaysia', () => {
  it('names its toggle in Malay', async () => {
    const user = userEvent.setup();
    renderWithMessages(<PasswordInput aria-label="Kata laluan" />, { locale: 'ms' });
    await user.click(screen.getByRole('button', { name: 'Tunjukkan kata laluan' }));
    expect(screen.getByRole('button', { name: 'Sembunyikan kata laluan' })).toBeTruthy();
  });
});
