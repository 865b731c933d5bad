// @vitest-environment jsdom
import type { TBoardCommentThread } from '@samplebank/contracts/board-comments';
import type { TBoardMember } from '@samplebank/contracts/projects';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, signInAs } from '../test-utils';
import { SampleCommentsButton } from './sample-comments-button';

const BEN = '0b1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const members: TBoardMember[] = [
  {
    _id: 'm1',
    role: 'owner',
    scope: 'board',
    user: { _id: 'user-1', name: 'Jason Tan', email: 'jason@studio.my', avatar: null },
  },
  {
    _id: 'm2',
    role: 'viewer',
    scope: 'board',
    user: { _id: BEN, name: 'Ben Lee', email: 'ben@studio.my', avatar: null },
  },
];
const thread: TBoardCommentThread = {
  _id: 'c1',
  sampleId: 's1',
  parentId: null,
  author: { _id: BEN, name: 'Ben Lee', avatar: null },
  body: 'Too glossy?',
  deleted: false,
  editedAt: null,
  createdAt: new Date().toISOString(),
  canEdit: false,
  canDelete: true,
  replies: [],
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderButton(url = '/') {
  signInAs();
  renderPage(
    { path: '/', element: <SampleCommentsButton boardId="board-1" sample={{ _id: 's1', name: 'Carrara Marble' }} /> },
    url,
  );
}

describe('SampleCommentsButton', () => {
  it('counts the comments, opens the thread and posts a comment that mentions a member', async () => {
    let threads: TBoardCommentThread[] = [];
    const calls = mockApi({
      'GET /board-comments/board-1/counts': { body: { counts: { s1: threads.length } } },
      'GET /board-comments/board-1/samples/s1': () => ({ body: { threads } }),
      'GET /board-members/board-1': { body: members },
      'POST /board-comments/board-1/samples/s1': (body) => {
        threads = [thread];
        return { status: 201, body: { ...thread, body: (body as { body: string }).body } };
      },
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'No comments on Carrara Marble yet' }));
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeTruthy();

    const box = screen.getByRole('combobox', { name: 'Write a comment' });
    await user.type(box, '@be');
    // the writer is not offered to themselves
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ben Lee']));
    await user.keyboard('{Enter}');
    await user.type(box, 'thoughts?');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: `@[Ben Lee](${BEN}) thoughts?` }),
    );
    expect(await screen.findByText('Too glossy?')).toBeTruthy();
  });

  it('says so when the comments cannot be loaded', async () => {
    mockApi({
      'GET /board-comments/board-1/counts': { body: { counts: { s1: 2 } } },
      'GET /board-comments/board-1/samples/s1': { status: 500, body: { message: 'Internal error' } },
      'GET /board-members/board-1': { body: members },
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: '2 comments on Carrara Marble' }));
    expect(await screen.findByText('The comments could not be loaded.')).toBeTruthy();
  });

  it('opens the thread a mention’s e-mail links to (?comments=<sample>), and closes it', async () => {
    mockApi({
      'GET /board-comments/board-1/counts': { body: { counts: { s1: 1 } } },
      'GET /board-comments/board-1/samples/s1': { body: { threads: [thread] } },
      'GET /board-members/board-1': { body: members },
    });
    const user = userEvent.setup();
    renderButton('/?comments=s1');
    expect(await screen.findByText('Too glossy?')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Too glossy?')).toBeNull());

    cleanup();
    renderButton('/?comments=another-sample');
    expect(await screen.findByRole('button', { name: '1 comment on Carrara Marble' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
