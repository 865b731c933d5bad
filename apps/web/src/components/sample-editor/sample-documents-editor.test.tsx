// @vitest-environment jsdom
import type { TAdminSampleDocument } from '@samplebank/contracts/sample-documents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { SampleDocumentsEditor } from './sample-documents-editor';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../lib/toast', () => ({ toast }));

const SAMPLE_ID = '5f0c2b9e-8f0a-4c55-9c1e-2a7c1f0d9b11';
const document = (id: string, title: string, kind: TAdminSampleDocument['kind'] = 'technical-data-sheet') => ({
  id,
  kind,
  title,
  fileName: `${id}.pdf`,
  contentType: 'application/pdf',
  size: 2048,
  url: `/api/files/sample-documents/${id}.pdf?expires=1&signature=s`,
  uploadedAt: '2026-11-27T10:00:00.000Z',
  uploadedBy: null,
});

let documents: TAdminSampleDocument[];
let calls: Array<{ method: string; url: string; body?: unknown }>;

beforeEach(() => {
  documents = [document('d1', 'Data sheet'), document('d2', 'Care guide', 'care-guide')];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'PUT') {
        const byId = new Map(documents.map((item) => [item.id, item]));
        documents = (body as { ids: string[] }).ids.map((id) => byId.get(id)!);
        return Response.json({ documents });
      }
      if (method === 'DELETE') {
        documents = documents.filter((item) => !url.endsWith(item.id));
        return Response.json({ message: 'Document deleted' });
      }
      if (method === 'PATCH') {
        const id = url.split('/').pop()!;
        documents = documents.map((item) => (item.id === id ? { ...item, ...body } : item));
        return Response.json(documents.find((item) => item.id === id));
      }
      return Response.json({ documents });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderEditor(sampleId?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <SampleDocumentsEditor sampleId={sampleId} />
    </QueryClientProvider>,
  );
}

const titles = () =>
  within(screen.getByRole('list', { name: "The sample's documents, in the order shown" }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('SampleDocumentsEditor', () => {
  it("lists the sample's documents and moves one down, saving the new order", async () => {
    renderEditor(SAMPLE_ID);
    await screen.findByText('Data sheet');
    expect(titles()).toEqual(['Data sheet', 'Care guide']);
    expect((screen.getByRole('button', { name: 'Move Data sheet up' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move Data sheet down' }));
    await waitFor(() => expect(titles()).toEqual(['Care guide', 'Data sheet']));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/admin/samples/${SAMPLE_ID}/documents/order`,
      body: { ids: ['d2', 'd1'] },
    });
  });

  it('deletes a document only once asked and confirmed', async () => {
    renderEditor(SAMPLE_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Care guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Care guide?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    await waitFor(() => expect(titles()).toEqual(['Data sheet']));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/admin/samples/${SAMPLE_ID}/documents/d2`);
    expect(toast.success).toHaveBeenCalledWith('Care guide deleted');
  });

  it('renames a document and changes its kind', async () => {
    renderEditor(SAMPLE_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Data sheet' }));
    const editing = screen.getAllByRole('listitem')[0]!;
    const title = within(editing).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Installation guide, click system');
    await userEvent.selectOptions(within(editing).getByRole('combobox', { name: 'Kind' }), 'installation-guide');
    await userEvent.click(within(editing).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titles()).toContain('Installation guide, click system'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      kind: 'installation-guide',
      title: 'Installation guide, click system',
    });
  });

  it('refuses a file the kind does not take before sending anything', async () => {
    renderEditor(SAMPLE_ID);
    await screen.findByText('Data sheet');
    const form = screen.getByRole('heading', { name: 'Add a document' }).closest('form')!;
    const input = within(form).getByLabelText('File') as HTMLInputElement;
    expect(input.accept).toBe('.pdf');
    await userEvent.upload(input, new File(['AC1032'], 'plan.dwg'), { applyAccept: false });
    expect(within(form).getByRole('alert').textContent).toBe('Technical data sheet: choose a PDF file');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'cad');
    expect(input.accept).toBe('.dwg,.dxf');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('asks to save a new sample first', () => {
    renderEditor(undefined);
    expect(screen.getByText(/Save the sample first/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
