// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { SampleStatusPanel } from './sample-status-panel';

afterEach(cleanup);

describe('SampleStatusPanel', () => {
  it('shows a draft what it lacks and keeps Publish off until it has it all', () => {
    const onChange = vi.fn();
    renderWithMessages(
      <SampleStatusPanel
        sample={{ name: 'Oak', status: 'draft', publishProblems: ['image', 'description'] }}
        onChange={onChange}
        isPending={false}
      />,
    );
    expect(screen.getByText('Draft')).toBeTruthy();
    const checklist = screen.getByRole('list', { name: 'What publishing needs' });
    expect(checklist.textContent).toContain('At least one image (missing)');
    expect(checklist.textContent).toContain('A category (done)');
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('publishes a draft that has everything', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMessages(
      <SampleStatusPanel
        sample={{ name: 'Oak', status: 'draft', publishProblems: [] }}
        onChange={onChange}
        isPending={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onChange).toHaveBeenCalledWith('published');
  });

  it('asks before discontinuing a published sample, saying its keepers are told, and withdraws without asking', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMessages(
      <SampleStatusPanel
        sample={{ name: 'Oak', status: 'published', publishProblems: [] }}
        onChange={onChange}
        isPending={false}
        error="The status could not be changed. Please try again."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The status could not be changed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Discontinue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discontinue Oak?' });
    expect(dialog.textContent).toContain('are told by e-mail');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Discontinue' }).at(-1)!);
    expect(onChange).toHaveBeenCalledWith('discontinued');
    await user.click(screen.getByRole('button', { name: 'Withdraw to draft' }));
    expect(onChange).toHaveBeenLastCalledWith('draft');
  });
});
