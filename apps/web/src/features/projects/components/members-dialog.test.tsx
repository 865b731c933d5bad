// @vitest-environment jsdom
import type { TBoardMember, TBoardRole, TPendingInvitation } from '@samplebank/contracts/projects';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, signInAs } from '../test-utils';
import { MembersDialog } from './members-dialog';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const members: TBoardMember[] = [
  { _id: 'm1', role: 'owner', user: { _id: 'u1', name: 'Aisyah Rahman', email: 'aisyah@studio.my', avatar: null } },
];
const DAY = 24 * 60 * 60 * 1000;
const pending = (overrides: Partial<TPendingInvitation> = {}): TPendingInvitation => ({
  _id: 'inv-1',
  boardId: 'board-1',
  inviteeEmail: 'mei@studio.my',
  role: 'viewer',
  invitedBy: 'Aisyah Rahman',
  sentAt: new Date(Date.now() - DAY).toISOString(),
  expiresAt: new Date(Date.now() + 6 * DAY).toISOString(),
  ...overrides,
});

function renderDialog(role: TBoardRole = 'owner') {
  signInAs();
  renderPage(
    {
      path: '/',
      element: <MembersDialog board={{ _id: 'board-1', name: 'Living', role }} open onOpenChange={() => {}} />,
    },
    '/',
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('MembersDialog’s pending invitations', () => {
  it('lists each pending invitation with who sent it, its expiry and its role', async () => {
    mockApi({
      'GET /board-members/board-1': { body: members },
      'GET /board-invitations/board/board-1': {
        body: [
          pending(),
          pending({
            _id: 'inv-2',
            inviteeEmail: 'old@studio.my',
            role: 'editor',
            expiresAt: '2020-01-01T00:00:00.000Z',
          }),
        ],
      },
    });
    renderDialog();
    const section = await screen.findByRole('region', { name: /pending invitations/i });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('mei@studio.my');
    expect(rows[0]!.textContent).toContain('Invited by Aisyah Rahman');
    expect(rows[0]!.textContent).toContain('Link valid until');
    expect(rows[1]!.textContent).toContain('Link expired on');
    expect(
      within(section).getByRole<HTMLSelectElement>('combobox', { name: 'Role offered to old@studio.my' }).value,
    ).toBe('editor');
  });

  it('resends an invitation and says the link is the same', async () => {
    const calls = mockApi({
      'GET /board-members/board-1': { body: members },
      'GET /board-invitations/board/board-1': { body: [pending()] },
      'POST /board-invitations/inv-1/resend': { body: pending() },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to mei@studio.my' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/board-invitations/inv-1/resend', body: undefined }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Invitation sent again to mei@studio.my, with the same link.'),
    );
  });

  it('shows the server’s words when the resend limit is reached', async () => {
    mockApi({
      'GET /board-members/board-1': { body: members },
      'GET /board-invitations/board/board-1': { body: [pending()] },
      'POST /board-invitations/inv-1/resend': {
        status: 429,
        body: { message: 'This invitation has been sent 3 times today. Please try again tomorrow.' },
      },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to mei@studio.my' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This invitation has been sent 3 times today. Please try again tomorrow.',
      ),
    );
  });

  it('changes the role an invitation offers', async () => {
    const calls = mockApi({
      'GET /board-members/board-1': { body: members },
      'GET /board-invitations/board/board-1': { body: [pending()] },
      'PUT /board-invitations/inv-1/role': { body: pending({ role: 'editor' }) },
    });
    renderDialog();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role offered to mei@studio.my' }), {
      target: { value: 'editor' },
    });
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: '/board-invitations/inv-1/role', body: { role: 'editor' } }),
    );
  });

  it('withdraws an invitation once confirmed', async () => {
    const calls = mockApi({
      'GET /board-members/board-1': { body: members },
      'GET /board-invitations/board/board-1': { body: [pending()] },
      'PUT /board-invitations/inv-1/revoke': { body: { message: 'Invitation withdrawn' } },
    });
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the invitation to mei@studio.my' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the invitation to mei@studio.my?' });
    expect(confirm.textContent).toContain('The link in their e-mail will stop working.');
    expect(calls.some((call) => call.path.endsWith('/revoke'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', path: '/board-invitations/inv-1/revoke', body: undefined }),
    );
  });

  it('neither asks for nor shows pending invitations to a viewer', async () => {
    const calls = mockApi({ 'GET /board-members/board-1': { body: members } });
    renderDialog('viewer');
    expect(await screen.findByText('Aisyah Rahman')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /pending invitations/i })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/board-invitations'))).toBe(false);
  });
});
