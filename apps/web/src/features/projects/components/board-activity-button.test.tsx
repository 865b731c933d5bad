// @vitest-environment jsdom
import type { TBoardActivityEntry } from '@samplebank/contracts/board-activity';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, signInAs } from '../test-utils';
import { BoardActivityButton } from './board-activity-button';

const entry = (overrides: Partial<TBoardActivityEntry>): TBoardActivityEntry => ({
  _id: 'a1',
  kind: 'sample_added',
  actorName: 'Aisyah',
  sample: { _id: 's1', name: 'Carrara Marble', imageUrl: null },
  detail: null,
  createdAt: new Date(Date.now() - 3 * 60 * 1000).toISOString(),
  ...overrides,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderButton(locale: 'en' | 'ms' = 'en') {
  signInAs();
  renderPage({ path: '/', element: <BoardActivityButton boardId="board-1" /> }, '/', { locale });
}

describe('BoardActivityButton', () => {
  it('tells the timeline in words, newest first, and loads more', async () => {
    const calls = mockApi({
      'GET /board-activity/board-1': {
        body: {
          entries: [
            entry({ _id: 'a3', kind: 'decision', actorName: 'Puan Lim', detail: 'approved' }),
            entry({ _id: 'a2b', kind: 'comment', actorName: 'Ben', detail: 'edited' }),
            entry({ _id: 'a2', kind: 'comment', actorName: 'Ben' }),
          ],
          nextCursor: 'a2',
        },
      },
    });
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Activity' }));
    expect(await screen.findByText('Client Puan Lim approved Carrara Marble')).toBeTruthy();
    expect(screen.getByText('Ben commented on Carrara Marble')).toBeTruthy();
    expect(screen.getByText('Ben edited a comment on Carrara Marble')).toBeTruthy();
    expect(screen.getAllByText('3 minutes ago')).toHaveLength(3);

    mockApi({
      'GET /board-activity/board-1': {
        body: {
          entries: [entry({ _id: 'a1' }), entry({ _id: 'a0', kind: 'member_invited', detail: 'mei@studio.my' })],
          nextCursor: null,
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Aisyah added Carrara Marble')).toBeTruthy();
    expect(screen.getByText('Aisyah invited mei@studio.my')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls[0]?.path).toBe('/board-activity/board-1');
  });

  it('says so when nothing happened yet, and when it could not load', async () => {
    mockApi({ 'GET /board-activity/board-1': { body: { entries: [], nextCursor: null } } });
    const user = userEvent.setup();
    renderButton('ms');
    await user.click(screen.getByRole('button', { name: 'Aktiviti' }));
    expect(await screen.findByText('Belum ada apa-apa berlaku pada papan ini.')).toBeTruthy();
    cleanup();

    mockApi({ 'GET /board-activity/board-1': { status: 500, body: { message: 'Internal error' } } });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Activity' }));
    await waitFor(() => expect(screen.getByText('The activity could not be loaded.')).toBeTruthy());
  });
});
