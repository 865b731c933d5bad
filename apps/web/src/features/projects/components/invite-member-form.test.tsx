// @vitest-environment jsdom
import type { TBoardMember } from '@samplebank/contracts/projects';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../test-utils';
import { InviteMemberForm, inviteEmailProblem } from './invite-member-form';

const members: TBoardMember[] = [
  {
    _id: 'm1',
    role: 'owner',
    scope: 'board',
    user: { _id: 'u1', name: 'Aisyah Rahman', email: 'Aisyah@Studio.my', avatar: null },
  },
];

function renderForm({ canShareProject = false, people = members } = {}) {
  renderPage(
    {
      path: '/',
      element: <InviteMemberForm boardId="board-1" members={people} canShareProject={canShareProject} />,
    },
    '/',
  );
  return {
    input: screen.getByRole('textbox', { name: 'Email address' }),
    send: screen.getByRole('button', { name: /send/i }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('inviteEmailProblem', () => {
  it('asks for an address, then a valid one, then one that is not a member yet', () => {
    expect(inviteEmailProblem('   ', members)).toBe('Please enter an email address');
    expect(inviteEmailProblem('jason@studio', members)).toBe('Please enter a valid email address');
    expect(inviteEmailProblem('aisyah@studio.MY', members)).toBe('This user is already a member of this board');
    expect(inviteEmailProblem(' jason@studio.my ', members)).toBeNull();
  });

  it('refuses a whole-project invitation only to the owner and those who share the project already', () => {
    const people: TBoardMember[] = [
      ...members,
      {
        _id: 'm2',
        role: 'viewer',
        scope: 'board',
        user: { _id: 'u2', name: 'Mei', email: 'mei@studio.my', avatar: null },
      },
      {
        _id: 'p1',
        role: 'editor',
        scope: 'project',
        user: { _id: 'u3', name: 'Ben', email: 'ben@studio.my', avatar: null },
      },
    ];
    const already = 'This user already shares every board of this project';
    expect(inviteEmailProblem('aisyah@studio.my', people, 'project')).toBe(already);
    expect(inviteEmailProblem('BEN@studio.my', people, 'project')).toBe(already);
    // a member of this board alone may be given every board
    expect(inviteEmailProblem('mei@studio.my', people, 'project')).toBeNull();
    expect(inviteEmailProblem('ben@studio.my', people, 'board')).toBe('This user is already a member of this board');
  });
});

describe('InviteMemberForm', () => {
  it('keeps Send disabled while the address is empty', () => {
    const { input, send } = renderForm();
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'j' } });
    expect(send).toHaveProperty('disabled', false);
  });

  it('shows each validation message and sends nothing', () => {
    const calls = mockApi({});
    const { input, send } = renderForm();
    for (const [value, message] of [
      ['   ', 'Please enter an email address'],
      ['not-an-email', 'Please enter a valid email address'],
      ['AISYAH@studio.my', 'This user is already a member of this board'],
    ]) {
      fireEvent.change(input, { target: { value } });
      fireEvent.click(send);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed address with the chosen role, and shows the server’s already-a-member refusal', async () => {
    const calls = mockApi({
      'POST /board-invitations': { status: 409, body: { message: 'This user is already a member of this board' } },
    });
    const { input, send } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /editor/i }));
    fireEvent.change(input, { target: { value: ' jason@studio.my ' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This user is already a member of this board'),
    );
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/board-invitations',
      body: { boardId: 'board-1', inviteeEmail: 'jason@studio.my', role: 'editor', scope: 'board' },
    });
  });

  it('offers every board of the project only to those who may share it whole, and sends the choice', async () => {
    renderForm();
    expect(screen.queryByRole('radio', { name: /every board/i })).toBeNull();
    cleanup();

    const calls = mockApi({
      'POST /board-invitations': {
        status: 409,
        body: { message: 'This user already shares every board of this project' },
      },
    });
    const { input, send } = renderForm({ canShareProject: true });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /this board/i }).checked).toBe(true);
    expect(screen.getByText('Including boards added later')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /every board/i }));
    fireEvent.change(input, { target: { value: 'jason@studio.my' } });
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This user already shares every board of this project'),
    );
    expect(calls[0]?.body).toEqual({
      boardId: 'board-1',
      inviteeEmail: 'jason@studio.my',
      role: 'viewer',
      scope: 'project',
    });
  });

  it('starts the next invitation on this board alone after sending one to the whole project', async () => {
    mockApi({ 'POST /board-invitations': { status: 201, body: { invitation: {} } } });
    const { input, send } = renderForm({ canShareProject: true });
    fireEvent.click(screen.getByRole('radio', { name: /every board/i }));
    fireEvent.change(input, { target: { value: 'jason@studio.my' } });
    fireEvent.click(send);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /this board/i }).checked).toBe(true);
  });

  it('starts the next invitation as viewer after sending one as editor', async () => {
    mockApi({ 'POST /board-invitations': { status: 201, body: { invitation: {} } } });
    const { input, send } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /editor/i }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /editor/i }).checked).toBe(true);
    fireEvent.change(input, { target: { value: 'jason@studio.my' } });
    fireEvent.click(send);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /viewer/i }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /editor/i }).checked).toBe(false);
  });

  it('describes both roles', () => {
    renderForm();
    expect(screen.getByText('Can view board and samples')).toBeTruthy();
    expect(screen.getByText('Can add/remove samples and view')).toBeTruthy();
  });
});
