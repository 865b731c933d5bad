import type { TSampleSummary } from '@samplebank/contracts/catalogue';
import type { TBoard, TBoardInvitation, TBoardRole, TProject } from '@samplebank/contracts/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { DialogProvider } from '../../lib/dialogs';
import { SessionProvider, type SessionUser } from '../../lib/session';
import { renderWithMessages } from '../../test/i18n';

export const signedInUser: SessionUser = {
  _id: 'user-1',
  name: 'Jason Tan',
  email: 'jason@studio.my',
  role: 'SAMPLEBANK_USER',
  isEmailVerified: true,
  isProfileComplete: true,
  isApproved: true,
  isPremium: false,
  organizationId: 'org-1',
};

/** Stores a session the way the app does (localStorage `token` and `user`). */
export function signInAs(user: SessionUser = signedInUser) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('user', JSON.stringify(user));
}

type Route_ = { path: string; element: ReactNode };

/** Renders a page with the app's providers at `url`, matched by `route`, in English unless told. */
export function renderPage(route: Route_, url: string, { locale = 'en' }: { locale?: 'en' | 'ms' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <DialogProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={route.path} element={route.element} />
              <Route path="*" element={<p>Elsewhere</p>} /> {/* i18n-ignore: a test page */}
            </Routes>
          </MemoryRouter>
        </DialogProvider>
      </SessionProvider>
    </QueryClientProvider>,
    { locale },
  );
}

type Reply = { status?: number; body: unknown };

/** Answers API calls by "METHOD /path" (without /api); records every call. */
export function mockApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const handler = routes[`${method} ${path}`];
    const reply =
      typeof handler === 'function' ? handler(body) : (handler ?? { status: 404, body: { message: 'Not found' } }); // i18n-ignore: a test server's answer
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function makeSample(id: string, name: string): TSampleSummary {
  return {
    _id: id,
    name,
    price: 10,
    stock: 5,
    sku: `SKU-${id}`,
    imageUrls: [],
    mainImageUrl: null,
    mainPicture: null,
    manufacturerId: { _id: 'brand-1', name: 'Borneo Timber Co.', logoUrl: null },
    color: { label: null, colorHex: null },
    space: { usage: null, architectural: null },
    specifications: {},
    logistic: {},
    categoryId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

export function makeBoard(role: TBoardRole, samples = [makeSample('s1', 'Kinabalu Oak Plank')]): TBoard {
  return { _id: 'board-1', name: 'Living room', projectId: 'project-1', samples, memberCount: 2, role };
}

export function makeProject(role: TBoardRole, boards = [makeBoard(role)]): TProject {
  return {
    _id: 'project-1',
    name: 'Bangsar Residence',
    projectType: 'Residential',
    projectValue: 25000,
    userId: 'owner-1',
    role,
    boards,
    totalSamples: boards.reduce((sum, board) => sum + board.samples.length, 0),
    coverImages: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function makeInvitation(overrides: Partial<TBoardInvitation> = {}): TBoardInvitation {
  return {
    _id: 'inv-1',
    boardId: 'board-1',
    boardName: 'Living room',
    projectId: 'project-1',
    projectName: 'Bangsar Residence',
    inviterName: 'Aisyah Rahman',
    inviteeEmail: 'jason@studio.my',
    role: 'viewer',
    scope: 'board',
    status: 'pending',
    expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}
