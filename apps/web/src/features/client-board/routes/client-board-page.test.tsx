// @vitest-environment jsdom

import type { TSharedBoard, TSharedSample } from '@samplebank/contracts/board-sharing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { ClientBoardPage } from './client-board-page';

const specs = {
  certifications: [{ scheme: 'GREENTAG', certificateNumber: 'GT-1', expiresOn: null, valid: true }],
  fireBs476: null,
  fireEuroclass: 'B-s1,d0',
  slipRating: null,
  slipPtv: null,
  vocLevel: null,
  recycledPercent: 30,
  madeInMalaysia: true,
  leadTimeDays: null,
  unitPrice: null,
} as unknown as TSharedSample['specs'];

function sample(id: string, name: string): TSharedSample {
  return {
    _id: id,
    name,
    sku: `SKU-${id}`,
    brand: { _id: 'b1', name: 'Borneo Timber Co.', logoUrl: null },
    imageUrls: [],
    mainPicture: null,
    material: 'Engineered oak',
    color: { label: 'Honey', colorHex: '#c8a165' },
    specifications: {},
    specs,
    price: null,
    current: null,
  };
}

const board: TSharedBoard = {
  name: 'Living room',
  projectName: 'Damansara house',
  clientName: 'Puan Aisyah',
  showPrices: false,
  expiresAt: null,
  samples: [sample('s1', 'Oak Natural'), sample('s2', 'Teak Dark')],
  summary: { total: 2, approved: 0, rejected: 0, alternative: 0, pending: 2 },
};

type Reply = { status?: number; body: unknown };
type Call = { method: string; path: string; body: unknown; headers: Record<string, string> };

/** Answers the API by "METHOD /path" (without /api) and records each call. */
function mockApi(answer: (call: Call) => Reply) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const reply = answer(call);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shared/:token" element={<ClientBoardPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The decision's answer the server gives, with the summary after it. */
function decided(call: Call, summary: TSharedBoard['summary']): Reply {
  const body = call.body as { decision: string; name: string; comment?: string };
  const sampleId = call.path.split('/')[4]!;
  return {
    status: 201,
    body: {
      decision: {
        _id: `d-${sampleId}`,
        sampleId,
        decision: body.decision,
        comment: body.comment ?? null,
        decidedBy: body.name,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
      summary,
    },
  };
}

describe('ClientBoardPage', () => {
  it('shows the board like a printed sheet, with specifications and certificates and no price', async () => {
    mockApi(() => ({ body: board }));
    renderAt('/shared/tok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Living room' })).toBeTruthy();
    expect(screen.getByText('Prepared for Puan Aisyah')).toBeTruthy();
    expect(screen.getByText('0 of 2 approved')).toBeTruthy();
    expect(screen.getAllByText('Engineered oak')).toHaveLength(2);
    expect(screen.getAllByText('GREENTAG')).toHaveLength(2);
    expect(screen.queryByText(/Sample price/)).toBeNull();
    expect(screen.getAllByText('Awaiting decision')).toHaveLength(2);
  });

  it('approves a sample with the client’s name, rejects another with a comment, and remembers the name', async () => {
    let summary = board.summary;
    const calls = mockApi((call) => {
      if (call.method === 'GET') return { body: board };
      const decision = (call.body as { decision: string }).decision;
      summary = {
        ...summary,
        pending: summary.pending - 1,
        approved: summary.approved + (decision === 'approved' ? 1 : 0),
        rejected: summary.rejected + (decision === 'rejected' ? 1 : 0),
      };
      return decided(call, summary);
    });
    renderAt('/shared/tok');
    const [oak, teak] = await screen.findAllByRole('article').then((all) => all.slice(1));

    fireEvent.click(within(oak!).getByLabelText('Approve'));
    fireEvent.click(within(oak!).getByRole('button', { name: 'Send decision' }));
    expect(await within(oak!).findByText('Please enter your name')).toBeTruthy();
    fireEvent.change(within(oak!).getByLabelText(/Your name/), { target: { value: 'Aisyah' } });
    fireEvent.click(within(oak!).getByRole('button', { name: 'Send decision' }));
    await within(oak!).findByRole('button', { name: 'Change my decision' });
    expect(within(oak!).getByText('Approved')).toBeTruthy();
    expect(screen.getByText('1 of 2 approved')).toBeTruthy();
    expect(localStorage.getItem('samplebank:client-name')).toBe('Aisyah');

    fireEvent.click(within(teak!).getByLabelText('Reject'));
    // the name typed for the first sample is offered again
    expect((within(teak!).getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Aisyah');
    fireEvent.change(within(teak!).getByLabelText(/Comment/), { target: { value: 'Too dark for the room' } });
    fireEvent.click(within(teak!).getByRole('button', { name: 'Send decision' }));
    expect(await within(teak!).findByText('“Too dark for the room”')).toBeTruthy();
    expect(within(teak!).getByText('Rejected')).toBeTruthy();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/shared-boards/tok/samples/s1/decisions', { decision: 'approved', name: 'Aisyah' }],
      [
        '/shared-boards/tok/samples/s2/decisions',
        { decision: 'rejected', name: 'Aisyah', comment: 'Too dark for the room' },
      ],
    ]);
  });

  it('says so when a decision is not saved, and keeps the form', async () => {
    mockApi((call) => (call.method === 'GET' ? { body: board } : { status: 500, body: { message: 'Boom' } }));
    renderAt('/shared/tok');
    const [oak] = await screen.findAllByRole('article').then((all) => all.slice(1));
    fireEvent.click(within(oak!).getByLabelText('Needs alternative'));
    fireEvent.change(within(oak!).getByLabelText(/Your name/), { target: { value: 'Aisyah' } });
    fireEvent.click(within(oak!).getByRole('button', { name: 'Send decision' }));
    expect(await within(oak!).findByText('Your decision was not saved. Please try again.')).toBeTruthy();
    expect(within(oak!).getByRole('button', { name: 'Send decision' })).toBeTruthy();
  });

  it('asks for the passcode, says when it is wrong, and sends it with the next try', async () => {
    const calls = mockApi((call) =>
      call.headers['x-share-passcode'] === 'jati'
        ? { body: board }
        : { status: 403, body: { message: 'That passcode is not right', code: 'FORBIDDEN' } },
    );
    renderAt('/shared/tok');
    expect(await screen.findByRole('heading', { name: 'This board is protected' })).toBeTruthy();
    expect(screen.queryByText(/not right/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: 'meranti' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the board' }));
    expect(await screen.findByText('That passcode is not right. Check it and try again.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: 'jati' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the board' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Living room' })).toBeTruthy();
    await waitFor(() => expect(calls.at(-1)?.headers['x-share-passcode']).toBe('jati'));
  });

  it('tells the holder of a revoked or expired link that it is no longer active', async () => {
    mockApi(() => ({ status: 404, body: { message: 'This link is no longer active' } }));
    renderAt('/shared/old');
    expect(await screen.findByRole('heading', { name: 'This link is no longer active' })).toBeTruthy();
  });
});
