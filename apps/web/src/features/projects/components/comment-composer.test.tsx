// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { CommentComposer } from './comment-composer';

const AISYAH = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const BEN = '0b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const members = [
  { userId: AISYAH, name: 'Aisyah Rahman' },
  { userId: BEN, name: 'Ben Lee' },
];

function renderComposer(props: Partial<Parameters<typeof CommentComposer>[0]> = {}) {
  const onSubmit = vi.fn(async (_body: string) => {});
  renderWithMessages(
    <CommentComposer
      members={members}
      onSubmit={onSubmit}
      label="Write a comment"
      submitLabel="Post"
      pendingLabel="Posting…"
      {...props}
    />,
  );
  return { onSubmit, box: screen.getByRole('combobox', { name: 'Write a comment' }) as HTMLTextAreaElement };
}

afterEach(cleanup);

describe('CommentComposer', () => {
  it('offers the board’s members after @ and inserts the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderComposer();
    await user.type(box, 'Hi @');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Board members to mention' });
    expect(list).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Aisyah Rahman', 'Ben Lee']);

    await user.type(box, 'le');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ben Lee']);
    await user.keyboard('{Enter}');
    expect(box.value).toBe('Hi @Ben Lee ');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(box, 'and @');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{Tab}');
    await user.type(box, 'ok?');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(`Hi @[Ben Lee](${BEN}) and @[Aisyah Rahman](${AISYAH}) ok?`),
    );
    // the box empties once the comment is taken
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('closes the list on Escape and leaves a name typed by hand as text', async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderComposer();
    await user.type(box, '@Ben');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('@Ben'));
  });

  it('picks a member with a click', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    await user.type(box, '@ais');
    await user.click(screen.getByRole('option', { name: 'Aisyah Rahman' }));
    expect(box.value).toBe('@Aisyah Rahman ');
  });

  it('starts an edit from the comment’s words, its mentions as names', async () => {
    const user = userEvent.setup();
    const { onSubmit, box } = renderComposer({ initialBody: `Thanks @[Ben Lee](${BEN})` });
    expect(box.value).toBe('Thanks @Ben Lee');
    await user.type(box, '!');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(`Thanks @[Ben Lee](${BEN})!`));
  });

  it('sends nothing empty or too long', async () => {
    const user = userEvent.setup();
    const { box } = renderComposer();
    expect((screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(box, '   ');
    expect((screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(box);
    await user.paste('x'.repeat(2005));
    expect(screen.getByText('5 characters too many')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the words and shows why when the server refuses', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {
      throw new Error('refused');
    });
    const { box } = renderComposer({ onSubmit, error: 'You have written a lot of comments in the last hour' });
    await user.type(box, 'Again');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(box.value).toBe('Again');
    expect(screen.getByText('You have written a lot of comments in the last hour')).toBeTruthy();
  });
});
