// @vitest-environment jsdom
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@samplebank/contracts/uploads';
import { act, cleanup, renderHook as render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithMessages } from '../test/i18n';
import { ApiError } from './api-client';
import type { UploadSlot } from './upload';
import { type UploadResult, uploadFileProblem, useUpload } from './use-upload';

// the hook speaks the page's language: it runs inside the messages, as in the app
const renderHook = <Result>(hook: () => Result) => render(hook, { wrapper: WithMessages });

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeRequest {
  static sent: FakeRequest[] = [];
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: unknown = null;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body = '') {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const slot = (filename: string): UploadSlot => ({
  url: `https://store.test/${filename}`,
  key: `documents/${filename}`,
  originalFilename: filename,
  contentType: 'application/pdf',
});
const pdf = (name = 'form-9.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** Lets the slot request resolve and the PUT start. */
const flush = () => act(async () => {});

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('uploadFileProblem', () => {
  it("refuses by the uploads contract's type and size rules, in its words", () => {
    expect(uploadFileProblem(pdf(), 'document')).toBeNull();
    expect(uploadFileProblem(pdf('notes.txt'), 'document')).toBe(UPLOAD_MESSAGES.fileType);
    expect(uploadFileProblem(pdf('form.pdf'), 'image')).toBe(UPLOAD_MESSAGES.imageType);
    expect(uploadFileProblem(new File([], 'logo.webp'), 'image')).toBeNull();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    expect(uploadFileProblem(big, 'document')).toBe(UPLOAD_MESSAGES.fileSize);
  });
});

describe('useUpload', () => {
  it('refuses a file the checks reject and sends nothing', async () => {
    const requestSlot = vi.fn(async (filename: string) => slot(filename));
    const { result } = renderHook(() => useUpload({ purpose: 'document', requestSlot }));
    let outcome: UploadResult | undefined;
    await act(async () => {
      outcome = await result.current.upload(pdf('notes.txt'));
    });
    expect(outcome).toEqual({ status: 'refused', message: UPLOAD_MESSAGES.fileType });
    expect(result.current.state).toEqual({ status: 'error', filename: 'notes.txt', message: UPLOAD_MESSAGES.fileType });
    expect(requestSlot).not.toHaveBeenCalled();
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it('says why in Malay on a Malay page', async () => {
    const requestSlot = vi.fn(async (filename: string) => slot(filename));
    const { result } = render(() => useUpload({ purpose: 'document', requestSlot }), {
      wrapper: ({ children }) => createElement(WithMessages, { locale: 'ms', children }),
    });
    let outcome: UploadResult | undefined;
    await act(async () => {
      outcome = await result.current.upload(pdf('notes.txt'));
    });
    expect(outcome).toEqual({ status: 'refused', message: 'Sila muat naik fail PDF, JPEG, JPG atau PNG sahaja' });
  });

  it('asks for a slot, PUTs the bytes with its content type and reports progress until done', async () => {
    const requestSlot = vi.fn(async (filename: string) => slot(filename));
    const { result } = renderHook(() => useUpload({ purpose: 'document', requestSlot }));
    let done: Promise<UploadResult> | undefined;
    act(() => {
      done = result.current.upload(pdf());
    });
    expect(result.current.state).toEqual({ status: 'uploading', filename: 'form-9.pdf', size: 1000, progress: 0 });
    await flush();
    const request = FakeRequest.sent[0] as FakeRequest;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('https://store.test/form-9.pdf');
    expect(request.headers['Content-Type']).toBe('application/pdf');
    act(() => request.progress(40, 100));
    expect(result.current.state).toMatchObject({ status: 'uploading', progress: 40 });
    await act(async () => request.answer(200));
    expect(await done).toEqual({ status: 'uploaded', slot: slot('form-9.pdf') });
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('aborts on cancel and comes back idle', async () => {
    const { result } = renderHook(() => useUpload({ purpose: 'document', requestSlot: async (name) => slot(name) }));
    let done: Promise<UploadResult> | undefined;
    act(() => {
      done = result.current.upload(pdf());
    });
    await flush();
    let outcome: UploadResult | undefined;
    await act(async () => {
      result.current.cancel();
      outcome = await done;
    });
    expect(outcome).toEqual({ status: 'cancelled' });
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('cancels while the slot is still being asked for, without sending the bytes', async () => {
    const { result } = renderHook(() => useUpload({ purpose: 'document', requestSlot: async (name) => slot(name) }));
    let done: Promise<UploadResult> | undefined;
    act(() => {
      done = result.current.upload(pdf());
      result.current.cancel();
    });
    await flush();
    expect(await done).toEqual({ status: 'cancelled' });
    expect(FakeRequest.sent).toHaveLength(0);
  });

  it("says why a PUT failed in the store's words, and retry sends the same file again", async () => {
    const requestSlot = vi.fn(async (filename: string) => slot(filename));
    const { result } = renderHook(() => useUpload({ purpose: 'document', requestSlot }));
    let done: Promise<UploadResult> | undefined;
    act(() => {
      done = result.current.upload(pdf());
    });
    await flush();
    await act(async () => (FakeRequest.sent[0] as FakeRequest).answer(400, JSON.stringify({ message: 'Not a PDF' })));
    const failed = await done;
    expect(failed?.status).toBe('failed');
    const error = failed?.status === 'failed' ? failed.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.message).toBe('Not a PDF');
    expect(result.current.state).toEqual({ status: 'error', filename: 'form-9.pdf', message: 'Not a PDF' });

    act(() => {
      done = result.current.retry();
    });
    await flush();
    expect(requestSlot).toHaveBeenCalledTimes(2);
    const second = FakeRequest.sent[1] as FakeRequest;
    expect((second.body as File).name).toBe('form-9.pdf');
    await act(async () => second.answer(200));
    expect((await done)?.status).toBe('uploaded');
  });

  it('uses the caller’s words when the connection breaks or the store refuses silently', async () => {
    const failureMessages = { network: 'No connection', refused: 'Not stored' };
    const { result } = renderHook(() =>
      useUpload({ purpose: 'image', requestSlot: async (name) => slot(name), failureMessages }),
    );
    let done: Promise<UploadResult> | undefined;
    act(() => {
      done = result.current.upload(new File(['x'], 'logo.png', { type: 'image/png' }));
    });
    await flush();
    await act(async () => (FakeRequest.sent[0] as FakeRequest).onerror?.());
    expect(await done).toMatchObject({ status: 'failed', error: { message: 'No connection' } });
    act(() => {
      done = result.current.retry();
    });
    await flush();
    await act(async () => (FakeRequest.sent[1] as FakeRequest).answer(500, '<Error/>'));
    expect(await done).toMatchObject({ status: 'failed', error: { message: 'Not stored', status: 500 } });
  });

  it('lets a new upload replace the one under way, which ends cancelled without touching the state', async () => {
    const { result } = renderHook(() => useUpload({ purpose: 'document', requestSlot: async (name) => slot(name) }));
    let first: Promise<UploadResult> | undefined;
    let second: Promise<UploadResult> | undefined;
    act(() => {
      first = result.current.upload(pdf('first.pdf'));
    });
    await flush();
    act(() => {
      second = result.current.upload(pdf('second.pdf'));
    });
    expect(await first).toEqual({ status: 'cancelled' });
    expect(result.current.state).toMatchObject({ status: 'uploading', filename: 'second.pdf' });
    await flush();
    await act(async () => (FakeRequest.sent[1] as FakeRequest).answer(200));
    expect((await second)?.status).toBe('uploaded');
  });

  it('aborts the upload under way when the page leaves', async () => {
    const { result, unmount } = renderHook(() =>
      useUpload({ purpose: 'document', requestSlot: async (name) => slot(name) }),
    );
    let done: Promise<UploadResult> | undefined;
    act(() => {
      done = result.current.upload(pdf());
    });
    await flush();
    unmount();
    expect(await done).toEqual({ status: 'cancelled' });
  });
});
