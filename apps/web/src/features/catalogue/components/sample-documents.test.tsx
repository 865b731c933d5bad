// @vitest-environment jsdom
import type { TSampleDocument } from '@samplebank/contracts/sample-documents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { SampleDocuments } from './sample-documents';

const SAMPLE_ID = '5f0c2b9e-8f0a-4c55-9c1e-2a7c1f0d9b11';

const DOCUMENTS: TSampleDocument[] = [
  {
    id: 'd1',
    kind: 'technical-data-sheet',
    title: 'Technical data sheet',
    fileName: 'SB-FLR-00042-technical-data-sheet.pdf',
    contentType: 'application/pdf',
    size: 4_031,
    url: '/api/files/sample-documents/a/b.pdf?expires=1&signature=s&type=application%2Fpdf&name=x.pdf',
  },
  {
    id: 'd2',
    kind: 'bim',
    title: 'Revit family',
    fileName: 'oak-plank.rvt',
    contentType: 'application/octet-stream',
    size: 12_900_000,
    url: '/api/files/sample-documents/a/c.rvt?expires=1&signature=s',
  },
];

function answer(...responses: Array<() => Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    (responses.shift() ?? responses[0] ?? (() => Response.json({ documents: [] })))(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderDocuments(locale: 'en' | 'ms' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SampleDocuments sampleId={SAMPLE_ID} />
    </QueryClientProvider>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SampleDocuments', () => {
  it('lists each document with its kind, type and size, and a link that downloads it under its name', async () => {
    const fetch = answer(() => Response.json({ documents: DOCUMENTS }));
    renderDocuments();
    const section = screen.getByRole('region', { name: 'Documents & downloads' });
    expect(within(section).getByRole('status').textContent).toBe('Loading documents…');

    const sheet = await within(section).findByRole('link', {
      name: 'Download Technical data sheet (PDF, 3.9 KB)',
    });
    expect(sheet.getAttribute('href')).toBe(DOCUMENTS[0]!.url);
    expect(sheet.getAttribute('download')).toBe('SB-FLR-00042-technical-data-sheet.pdf');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Technical data sheetTechnical data sheet · PDF · 3.9 KBDownload',
      'Revit familyBIM model · RVT · 12.3 MBDownload',
    ]);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/samples/${SAMPLE_ID}/documents`);
  });

  it('says so quietly when the sample has no documents', async () => {
    answer(() => Response.json({ documents: [] }));
    renderDocuments();
    expect(await screen.findByText(/No documents yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the list could not load, and loads it again on Try again', async () => {
    answer(
      () => Response.json({ message: 'Down for maintenance' }, { status: 503 }),
      () => Response.json({ documents: DOCUMENTS }),
    );
    renderDocuments();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The documents could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Download Revit family/ })).toBeTruthy();
  });

  it('speaks Malay on a Malay page', async () => {
    answer(() => Response.json({ documents: DOCUMENTS }));
    renderDocuments('ms');
    expect(screen.getByRole('region', { name: 'Dokumen & muat turun' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Muat turun Revit family (RVT, 12.3 MB)' });
    expect(link.textContent).toBe('Muat turun');
    expect(screen.getByText(/Helaian data teknikal ·/)).toBeTruthy();
  });
});
