// @vitest-environment jsdom
import type { TBoardMember, TBoardRole, TPendingInvitation } from '@samplebank/contracts/projects';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, signedInUser, signInAs } from '../test-utils';
import { MembersDialog } from './members-dialog';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

const members: TBoardMember[] = [
  {
    _id: 'm1',
    role: 'owner',
    scope: 'board',
    user: { _id: 'u1', name: 'Aisyah Rahman', email: 'aisyah@studio.my', avatar: null },
  },
];
const DAY = 24 * 60 * 60 * 1000;
const pending = (overrides: Partial<TPendingInvitation> = {}): TPendingInvitation => ({
  _id: 'inv-1',
  boardId: 'board-1',
  inviteeEmail: 'mei@studio.my',
  role: 'viewer',
  scope: 'board',
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

describe('MembersDialog with people who share the whole project', () => {
  const sharing: TBoardMember[] = [
    ...members,
    {
      _id: 'p1',
      role: 'viewer',
      scope: 'project',
      user: { _id: 'u3', name: 'Chong Wei', email: 'chong@client.my', avatar: null },
    },
  ];

  it('lists them apart, marked as on every board, and removes them from the project once confirmed', async () => {
    const calls = mockApi({
      'GET /board-members/board-1': { body: sharing },
      'GET /board-invitations/board/board-1': { body: [] },
      'DELETE /board-members/board-1/p1': { body: { message: 'Removed from every board of the project' } },
    });
    renderDialog();
    const section = await screen.findByRole('region', { name: /on every board of the project/i });
    expect(section.textContent).toContain('Chong Wei');
    expect(section.textContent).toContain('All boards');
    expect(screen.getByRole('region', { name: /on this board/i }).textContent).not.toContain('Chong Wei');
    // the owner may hand out every board
    expect(screen.getByRole('radio', { name: /every board in the project/i })).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Remove from project: Chong Wei' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Chong Wei from the whole project?' });
    expect(confirm.textContent).toContain('including boards added later');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', path: '/board-members/board-1/p1', body: undefined }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Chong Wei removed from every board of the project'),
    );
  });

  it('shows an editor of one board a whole-project invitation without its controls, and no project choice', async () => {
    mockApi({
      'GET /board-members/board-1': { body: members },
      'GET /board-invitations/board/board-1': { body: [pending({ scope: 'project' })] },
    });
    renderDialog('editor');
    const section = await screen.findByRole('region', { name: /pending invitations/i });
    expect(section.textContent).toContain('Every board of the project');
    expect(section.textContent).toContain('Only the project owner or an editor of the whole project');
    expect(within(section).queryByRole('button', { name: /resend/i })).toBeNull();
    expect(screen.queryByRole('radio', { name: /every board/i })).toBeNull();
  });

  it('lets an editor of the whole project share it whole', async () => {
    mockApi({
      'GET /board-members/board-1': {
        body: [...members, { _id: 'p2', role: 'editor', scope: 'project', user: { ...signedInUser, avatar: null } }],
      },
      'GET /board-invitations/board/board-1': { body: [pending({ scope: 'project' })] },
    });
    renderDialog('editor');
    expect(await screen.findByRole('radio', { name: /every board in the project/i })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Resend the invitation to mei@studio.my' })).toBeTruthy();
  });
});
