// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBoard, makeProject, mockApi, renderPage, signInAs } from '../test-utils';
import { BoardPage } from './board-page';
import { ProjectPage } from './project-page';

const viewerNotice = 'Viewer Access: You can view materials but cannot add or remove items from this board.';

function renderProject() {
  return renderPage({ path: '/project/:projectId', element: <ProjectPage /> }, '/project/project-1');
}

function renderBoard() {
  return renderPage(
    { path: '/project/:projectId/board/:boardId', element: <BoardPage /> },
    '/project/project-1/board/board-1',
  );
}

const boardDetail = (role: 'owner' | 'editor' | 'viewer') => ({
  ...makeBoard(role),
  project: { _id: 'project-1', name: 'Bangsar Residence' },
});

beforeEach(() => signInAs());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('project page', () => {
  it('gives a viewer the notice and no add, remove or cart controls', async () => {
    mockApi({ 'GET /projects/project-1': { body: makeProject('viewer') } });
    renderProject();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bangsar Residence' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(viewerNotice);
    expect(screen.queryByRole('button', { name: /add board/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /add all to cart/i })).toBeNull();
    expect(screen.getByRole('button', { name: /manage members/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: /kinabalu oak plank/i }).getAttribute('href')).toBe('/sample-details/s1');
  });

  it('gives an editor Add Board, Add All to Cart and a remove icon per sample, without the notice', async () => {
    mockApi({ 'GET /projects/project-1': { body: makeProject('editor') } });
    renderProject();
    expect(await screen.findByRole('button', { name: /add board/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /add all to cart/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Kinabalu Oak Plank from the board' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    // project settings stay with the owner
    expect(screen.queryByRole('button', { name: /^delete$/i })).toBeNull();
  });

  it('shows an empty board with the Add Samples link, and 1 member when the count is unknown', async () => {
    mockApi({
      'GET /projects/project-1': { body: makeProject('owner', [{ ...makeBoard('owner', []), memberCount: 0 }]) },
    });
    renderProject();
    expect(await screen.findByText('No samples in this board yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /add samples/i }).getAttribute('href')).toBe('/samples');
    expect(screen.getByText('1 member')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /add all to cart/i })).toBeNull();
  });

  it('adds a board only when its trimmed name is not empty', async () => {
    const calls = mockApi({
      'GET /projects/project-1': { body: makeProject('owner') },
      'POST /projects/project-1/boards': { status: 201, body: boardDetail('owner') },
    });
    renderProject();
    fireEvent.click(await screen.findByRole('button', { name: /add board/i }));
    const input = screen.getByRole('textbox', { name: /board name/i });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(input, { target: { value: '  Kitchen  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/projects/project-1/boards', body: { name: 'Kitchen' } }),
    );
  });

  it('says so when the server fails to load the project (a project one has no part in says so instead)', async () => {
    mockApi({ 'GET /projects/project-1': { status: 500, body: { message: 'Internal Server Error' } } });
    renderProject();
    expect(await screen.findByText('Failed to fetch project details.')).toBeTruthy();
  });
});

describe('board page', () => {
  it('hides the ADD SAMPLE box and the remove icons from a viewer', async () => {
    mockApi({ 'GET /projects/board/board-1': { body: boardDetail('viewer') } });
    renderBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Living room' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(viewerNotice);
    expect(screen.getByRole('link', { name: /bangsar residence/i }).getAttribute('href')).toBe('/project/project-1');
  });

  it('gives an editor the ADD SAMPLE combobox, which searches and adds the chosen sample by keyboard', async () => {
    const calls = mockApi({
      'GET /projects/board/board-1': { body: boardDetail('editor') },
      'GET /samples': {
        body: {
          samples: [
            makeBoard('editor').samples[0],
            { ...makeBoard('editor').samples[0], _id: 's2', name: 'Teak Deck' },
          ],
          currentPage: 1,
          totalPages: 1,
          totalSamples: 2,
        },
      },
      'POST /projects/project-1/boards/board-1/samples': { status: 201, body: boardDetail('editor') },
    });
    renderBoard();
    const combobox = await screen.findByRole('combobox', { name: /add sample/i });
    fireEvent.change(combobox, { target: { value: 'teak' } });
    await screen.findByRole('option', { name: /teak deck/i }, { timeout: 2000 });
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    // the first result is already on the board; the active option is announced through aria-activedescendant
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    const active = combobox.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toMatch(/Teak Deck/);
    fireEvent.keyDown(combobox, { key: 'Enter' });
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/projects/project-1/boards/board-1/samples',
        body: { sampleId: 's2' },
      }),
    );
    expect(calls.find((call) => call.path === '/samples')).toBeTruthy();
  });
});

describe('in Bahasa Malaysia', () => {
  it('shows the project page, its counts and the viewer notice in Malay', async () => {
    mockApi({ 'GET /projects/project-1': { body: makeProject('viewer') } });
    renderPage({ path: '/project/:projectId', element: <ProjectPage /> }, '/project/project-1', { locale: 'ms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bangsar Residence' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Akses Pemerhati: Anda boleh melihat bahan tetapi tidak boleh menambah atau mengeluarkan item daripada papan ini.',
    );
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === '1 sampel · 1 papan · Kediaman',
      ),
    ).toBeTruthy();
    expect(screen.getByText('2 ahli')).toBeTruthy();
    expect(screen.getByRole('button', { name: /urus ahli/i })).toBeTruthy();
  });
});
