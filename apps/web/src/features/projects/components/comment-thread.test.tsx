// @vitest-environment jsdom
import type { TBoardComment, TBoardCommentThread } from '@samplebank/contracts/board-comments';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { CommentThread, type CommentThreadActions } from './comment-thread';

const BEN = '0b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const comment = (overrides: Partial<TBoardComment> = {}): TBoardComment => ({
  _id: 'c1',
  sampleId: 's1',
  parentId: null,
  author: { _id: 'u1', name: 'Aisyah Rahman', avatar: null },
  body: 'Is this sealed?',
  deleted: false,
  editedAt: null,
  createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  canEdit: false,
  canDelete: false,
  ...overrides,
});
const thread = (overrides: Partial<TBoardCommentThread> = {}): TBoardCommentThread => ({
  ...comment(),
  replies: [],
  ...overrides,
});

function renderThread(threads: TBoardCommentThread[], locale: 'en' | 'ms' = 'en') {
  const actions: CommentThreadActions = {
    reply: vi.fn(async () => {}),
    edit: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
  };
  const view = renderWithMessages(
    <CommentThread threads={threads} members={[{ userId: BEN, name: 'Ben Lee' }]} actions={actions} />,
    { locale },
  );
  return { actions, ...view };
}

afterEach(cleanup);

describe('CommentThread', () => {
  it('shows markup someone typed as text, never as HTML', () => {
    const { container } = renderThread([thread({ body: '<img src=x onerror=alert(1)> <b>bold</b>' })]);
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('highlights a mention, its name as text', () => {
    const { container } = renderThread([thread({ body: `Ask @[Ben <i>Lee</i>](${BEN}) please` })]);
    const mark = container.querySelector('mark');
    expect(mark?.textContent).toBe('@Ben <i>Lee</i>');
    expect(mark?.getAttribute('data-mention')).toBe(BEN);
    expect(container.querySelector('i')).toBeNull();
  });

  it('shows replies under their comment, and a deleted comment as a placeholder', () => {
    renderThread([
      thread({
        deleted: true,
        author: null,
        body: '',
        replies: [
          comment({
            _id: 'r1',
            parentId: 'c1',
            body: 'Matt lacquer',
            author: { _id: 'u2', name: 'Ben Lee', avatar: null },
          }),
        ],
      }),
    ]);
    expect(screen.getByText('Comment deleted')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Ben Lee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /reply/i })).toBeNull();
  });

  it('offers edit and delete only where the reader may', () => {
    renderThread([
      thread({ canEdit: true, canDelete: true }),
      thread({ _id: 'c2', body: 'Other', author: { _id: 'u2', name: 'Ben Lee', avatar: null } }),
    ]);
    const mine = screen.getByRole('article', { name: 'Aisyah Rahman' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy();
    const theirs = screen.getByRole('article', { name: 'Ben Lee' });
    expect(within(theirs).queryByRole('button')).toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    const user = userEvent.setup();
    const { actions } = renderThread([thread({ canDelete: true })]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.getByRole('dialog'));
    expect(within(dialog).getByText('Delete this comment?')).toBeTruthy();
    expect(actions.remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(actions.remove).toHaveBeenCalledWith('c1'));
  });

  it('replies to a comment', async () => {
    const user = userEvent.setup();
    const { actions } = renderThread([thread()]);
    await user.click(screen.getByRole('button', { name: 'Reply to Aisyah Rahman' }));
    await user.type(screen.getByRole('combobox', { name: 'Write a reply' }), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(actions.reply).toHaveBeenCalledWith('c1', 'Yes'));
  });

  it('edits one’s own comment in place', async () => {
    const user = userEvent.setup();
    const { actions } = renderThread([thread({ canEdit: true })]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('combobox', { name: 'Edit your comment' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Is this sealed?');
    await user.type(box, ' Thanks');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(actions.edit).toHaveBeenCalledWith('c1', 'Is this sealed? Thanks'));
  });

  it('speaks Malay', () => {
    renderThread(
      [thread({ deleted: true, author: null, body: '', replies: [comment({ _id: 'r1', parentId: 'c1' })] })],
      'ms',
    );
    expect(screen.getByText('Komen dipadam')).toBeTruthy();
  });
});
