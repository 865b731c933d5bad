// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { ExportPresentationButton } from './export-presentation-button';

const { toast } = vi.hoisted(() => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../../../lib/toast', () => ({ toast }));

type Sent = { url: string; headers: Record<string, string> };

function stubFetch(answer: () => Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      return answer();
    }),
  );
  return sent;
}

const renderButton = (locale: 'en' | 'ms' = 'en') =>
  renderWithMessages(<ExportPresentationButton projectId="p-1" boardId="b 1" name="Living" />, { locale });

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  URL.createObjectURL = vi.fn(() => 'blob:presentation');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

describe('ExportPresentationButton', () => {
  it('downloads the PDF with the session token in the page’s language, busy while it is made', async () => {
    let finish: (response: Response) => void = () => {};
    const sent = stubFetch(() => new Promise((resolve) => (finish = resolve)));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderButton('ms');

    fireEvent.click(screen.getByRole('button', { name: 'Eksport sebagai PDF' }));
    const busy = await screen.findByRole('button', { name: 'Menyediakan PDF…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(sent).toEqual([
      {
        url: '/api/projects/p-1/boards/b%201/presentation.pdf',
        headers: { 'Accept-Language': 'ms', Authorization: 'Bearer test-token' },
      },
    ]);

    let saved: HTMLAnchorElement | undefined;
    click.mockImplementation(function (this: HTMLAnchorElement) {
      saved = this;
    });
    await act(async () =>
      finish(
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Ruang tamu.pdf"; filename*=UTF-8''Ruang%20tamu%20%E2%80%94%20A.pdf`,
          },
        }),
      ),
    );
    await waitFor(() => expect(saved?.download).toBe('Ruang tamu — A.pdf'));
    expect(saved?.href).toBe('blob:presentation');
    expect(await screen.findByRole('button', { name: 'Eksport sebagai PDF' })).toHaveProperty('disabled', false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says when the PDF could not be made, and the limit’s own words when too many were', async () => {
    stubFetch(async () => new Response('{}', { status: 500 }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The PDF could not be made. Please try again.'));

    const limit = 'You have made a lot of presentations in the last hour. Please try again in about 40 minutes.';
    stubFetch(async () => new Response(JSON.stringify({ message: limit }), { status: 429 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export as PDF' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(limit));
  });

  it('says so when the network fails', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The PDF could not be made. Please try again.'));
  });
});
