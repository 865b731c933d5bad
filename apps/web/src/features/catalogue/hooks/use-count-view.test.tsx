// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountView } from './use-count-view';

describe('useCountView', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function stubBeacon(answer: () => boolean) {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const sendBeacon = vi.fn(answer);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    return sendBeacon;
  }

  it('sends one beacon per sample shown, not again when the page renders again', () => {
    const sendBeacon = stubBeacon(() => true);
    const { rerender } = renderHook(({ id }) => useCountView(id), {
      initialProps: { id: undefined as string | undefined },
    });
    vi.runAllTimers();
    expect(sendBeacon).not.toHaveBeenCalled();
    rerender({ id: 'a1' });
    rerender({ id: 'a1' });
    vi.runAllTimers();
    expect(sendBeacon.mock.calls).toEqual([['/api/samples/a1/view']]);
    rerender({ id: 'b2' });
    vi.runAllTimers();
    expect(sendBeacon).toHaveBeenLastCalledWith('/api/samples/b2/view');
  });

  it('falls back to a fetch the page does not wait for, and never throws', () => {
    stubBeacon(() => false);
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useCountView('a1'));
    vi.runAllTimers();
    expect(fetch).toHaveBeenCalledWith('/api/samples/a1/view', { method: 'POST', keepalive: true });
    stubBeacon(() => {
      throw new Error('refused');
    });
    renderHook(() => useCountView('c3'));
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
