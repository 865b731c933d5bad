// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { Modal } from './modal';

afterEach(cleanup);

// the app's dialogs open from anywhere through state, with no Radix Trigger: the opener is whatever had focus
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Contact us
      </button>
      {open ? (
        <Modal open onOpenChange={setOpen} title="Get In Touch">
          <label htmlFor="first">First name</label>
          <input id="first" />
        </Modal>
      ) : null}
    </main>
  );
}

describe('Modal', () => {
  it('starts in its first field and gives focus back to its opener when it closes', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Page />);
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Contact us' })));
  });

  it('gives focus back after the close button too', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Page />);
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Contact us' })));
  });
});
