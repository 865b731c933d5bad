// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

function Page({ onConfirm, isPending = false }: { onConfirm: () => void; isPending?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete project
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this project?"
        description="This cannot be undone."
        confirmLabel="Delete project"
        pendingLabel="Deleting..."
        cancelLabel="Keep project"
        isPending={isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens named by its title, described by its text, with focus on the button that keeps things as they are', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Page onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This cannot be undone.',
    );
    expect(document.activeElement?.textContent).toBe('Keep project');
  });

  it('runs the action on confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithMessages(<Page onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(dialog.querySelector('button[aria-busy="false"]') as HTMLElement);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on Escape and on the cancel button, giving focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Page onConfirm={() => {}} />);
    const opener = screen.getByRole('button', { name: 'Delete project' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Keep project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('says the action is running and takes no second click meanwhile', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithMessages(<Page onConfirm={onConfirm} isPending />);
    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    const running = await screen.findByRole('button', { name: 'Deleting...' });
    expect(running.getAttribute('aria-busy')).toBe('true');
    expect((running as HTMLButtonElement).disabled).toBe(true);
    await user.click(running);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
