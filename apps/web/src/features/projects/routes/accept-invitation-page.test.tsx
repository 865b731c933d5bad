// @vitest-environment jsdom

import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { testRegistries } from '../../../test/i18n';
import { makeInvitation, mockApi, renderPage, signedInUser, signInAs } from '../test-utils';
import { AcceptInvitationPage, invitationLoadError, invitationView } from './accept-invitation-page';

function renderAt(url: string) {
  return renderPage({ path: '/accept-invitation/:token?', element: <AcceptInvitationPage /> }, url);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('invitationView', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  const pending = makeInvitation({ expiresAt: '2026-03-05T00:00:00Z' });

  it('splits a loaded invitation into the spec’s states', () => {
    expect(invitationView({ ...pending, status: 'accepted' }, null, now)).toBe('accepted');
    expect(invitationView({ ...pending, expiresAt: '2026-02-28T00:00:00Z' }, 'jason@studio.my', now)).toBe('expired');
    expect(invitationView(pending, null, now)).toBe('signed-out');
    expect(invitationView(pending, 'someone@else.my', now)).toBe('wrong-account');
    expect(invitationView(pending, 'Jason@Studio.my', now)).toBe('acceptable');
  });
});

describe('invitationLoadError', () => {
  const t = translate('projects', testRegistries.en);

  it('names a missing, an expired and any other failure', () => {
    expect(invitationLoadError(t, new ApiError('Not found', 404))).toBe('Invitation not found or expired');
    expect(invitationLoadError(t, new ApiError('Invitation has expired', 400))).toBe('Invitation has expired');
    expect(invitationLoadError(t, new ApiError('', 400))).toBe('Invitation has expired');
    expect(invitationLoadError(t, new ApiError('Boom', 500))).toBe('Failed to load invitation');
  });
});

describe('AcceptInvitationPage', () => {
  it('says the link is invalid without a token, with a way home', () => {
    mockApi({});
    renderAt('/accept-invitation');
    expect(screen.getByRole('alert').textContent).toBe('Invalid invitation link');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 message for an unknown link', async () => {
    mockApi({
      'GET /board-invitations/token/abc': { status: 404, body: { message: 'Invitation not found or expired' } },
    });
    renderAt('/accept-invitation/abc');
    expect((await screen.findByRole('alert')).textContent).toBe('Invitation not found or expired');
  });

  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation() } });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('button', { name: /sign in to accept/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /accept invitation/i })).toBeNull();
  });

  it('tells a user signed in with another e-mail, and offers to switch', async () => {
    signInAs({ ...signedInUser, email: 'other@studio.my' });
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation() } });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByText('This invitation is for a different email address')).toBeTruthy();
    expect(screen.getByRole('button', { name: /sign out and switch account/i })).toBeTruthy();
  });

  it('shows an expired invitation as expired', async () => {
    signInAs();
    mockApi({
      'GET /board-invitations/token/abc': { body: makeInvitation({ expiresAt: '2020-01-01T00:00:00.000Z' }) },
    });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('heading', { name: 'This invitation has expired' })).toBeTruthy();
  });

  it('offers Go to Board for an accepted invitation', async () => {
    signInAs();
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation({ status: 'accepted' }) } });
    renderAt('/accept-invitation/abc');
    expect((await screen.findByRole('link', { name: 'Go to Board' })).getAttribute('href')).toBe(
      '/project/project-1/board/board-1',
    );
  });

  it('tells a visitor holding a used link that it is used, for whom, and offers to sign in', async () => {
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation({ status: 'accepted' }) } });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('heading', { name: 'This invitation has already been used' })).toBeTruthy();
    expect(screen.getByText(/It was accepted by jason@studio\.my/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in to open the board' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to Board' })).toBeNull();
  });

  it('sends another account holding a used link back to its projects, not to the board', async () => {
    signInAs({ ...signedInUser, email: 'other@studio.my' });
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation({ status: 'accepted' }) } });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('heading', { name: 'This invitation has already been used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my projects' }).getAttribute('href')).toBe('/boards');
    expect(screen.queryByRole('link', { name: 'Go to Board' })).toBeNull();
  });

  it('says a withdrawn link is no longer valid, with the way to one’s projects', async () => {
    signInAs();
    mockApi({
      'GET /board-invitations/token/abc': { status: 404, body: { message: 'Invitation not found or expired' } },
    });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('heading', { name: 'This invitation is no longer valid' })).toBeTruthy();
    expect(screen.getByText(/Ask the person who invited you to send a new one/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my projects' }).getAttribute('href')).toBe('/boards');
  });

  it('shows who invited whom to what as an editor, and accepts', async () => {
    signInAs();
    const calls = mockApi({
      'GET /board-invitations/token/abc': { body: makeInvitation({ role: 'editor' }) },
      'PUT /board-invitations/inv-1/accept': { body: { projectId: 'project-1', boardId: 'board-1' } },
    });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('heading', { name: 'Living room' })).toBeTruthy();
    expect(screen.getByText('Aisyah Rahman')).toBeTruthy();
    // the project's name is its own element, left untranslated
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === 'in the project Bangsar Residence',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/edit the board’s content, add or remove samples and invite others/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /accept invitation/i }));
    await waitFor(() => expect(screen.getByText('Elsewhere')).toBeTruthy());
    expect(calls).toContainEqual({ method: 'PUT', path: '/board-invitations/inv-1/accept', body: undefined });
  });

  it('names the project, not the board, for an invitation to every board of it, and leads to the project', async () => {
    signInAs();
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation({ scope: 'project' }) } });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByRole('heading', { name: 'Bangsar Residence' })).toBeTruthy();
    expect(screen.getByText(/invited you to every board of a project/)).toBeTruthy();
    expect(screen.getByText('All its boards, including boards added later')).toBeTruthy();
    expect(screen.getByText(/browse every board of this project/)).toBeTruthy();
    expect(screen.queryByText('Living room')).toBeNull();
    cleanup();

    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation({ scope: 'project', status: 'accepted' }) } });
    renderAt('/accept-invitation/abc');
    expect((await screen.findByRole('link', { name: 'Go to the project' })).getAttribute('href')).toBe(
      '/project/project-1',
    );
    expect(screen.getByText(/You can open every board of/)).toBeTruthy();
  });

  it('describes the viewer role as read-only', async () => {
    signInAs();
    mockApi({ 'GET /board-invitations/token/abc': { body: makeInvitation() } });
    renderAt('/accept-invitation/abc');
    expect(await screen.findByText(/read-only/)).toBeTruthy();
  });
});

describe('AcceptInvitationPage in Bahasa Malaysia', () => {
  // dates follow the page's language, which the app sets once (main.tsx)
  afterEach(() => setFormatLocale(() => 'en'));

  it('offers the invitation in Malay, its expiry date with a Malay month', async () => {
    setFormatLocale(() => 'ms');
    signInAs(signedInUser);
    mockApi({
      'GET /board-invitations/token/abc': {
        body: makeInvitation({ role: 'editor', expiresAt: '2099-03-05T04:00:00Z' }),
      },
    });
    renderPage({ path: '/accept-invitation/:token?', element: <AcceptInvitationPage /> }, '/accept-invitation/abc', {
      locale: 'ms',
    });
    expect(await screen.findByRole('button', { name: 'Terima jemputan' })).toBeTruthy();
    expect(screen.getByText('Penyunting')).toBeTruthy();
    expect(screen.getByText('Peranan anda')).toBeTruthy();
    expect(screen.getByText(/Mac 2099/)).toBeTruthy();
  });
});
