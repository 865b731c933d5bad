// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, signInAs } from '../test-utils';
import { BoardPage } from './board-page';
import { ProjectPage } from './project-page';

function renderBoard() {
  signInAs();
  return renderPage(
    { path: '/project/:projectId/board/:boardId', element: <BoardPage /> },
    '/project/project-1/board/board-1',
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a board the user lost', () => {
  it('tells a removed member they no longer have access, with the way back to their projects', async () => {
    mockApi({ 'GET /projects/board/board-1': { status: 404, body: { message: 'Board not found' } } });
    renderBoard();
    expect(await screen.findByRole('heading', { name: 'You no longer have access to this board' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my projects' }).getAttribute('href')).toBe('/boards');
    expect(screen.queryByText('Failed to fetch project details.')).toBeNull();
  });

  it('still says a load failed when the server fails', async () => {
    mockApi({ 'GET /projects/board/board-1': { status: 500, body: { message: 'Internal Server Error' } } });
    renderBoard();
    expect(await screen.findByText('Failed to fetch project details.')).toBeTruthy();
  });

  it('tells someone whose project is gone the same, with the way back, on the project page', async () => {
    mockApi({
      'GET /projects/project-1': { status: 403, body: { message: 'You do not have access to this project' } },
    });
    signInAs();
    renderPage({ path: '/project/:projectId', element: <ProjectPage /> }, '/project/project-1');
    expect(await screen.findByRole('heading', { name: 'You no longer have access to this project' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my projects' }).getAttribute('href')).toBe('/boards');
  });
});
