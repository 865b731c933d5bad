// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function pageModule(label: string) {
  let mounts = 0;
  function Greeting({ name }: { name: string }) {
    const [mount] = useState(() => ++mounts);
    return (
      <p>
        {label} {name} (mount {mount})
      </p>
    );
  }
  return { module: { default: Greeting }, mounts: () => mounts };
}

describe('lazyPage', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const { module } = pageModule('Hello');
    const load = vi.fn(async () => module);
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Aisyah" />
      </Suspense>,
    );
    // no fallback in between: the first render shows the page (a server page hydrates in one pass)
    expect(screen.getByText('Hello Aisyah (mount 1)')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads on first use like React.lazy, and keeps the mounted page when its code arrives', async () => {
    const { module, mounts } = pageModule('Hi');
    const Page = lazyPage(async () => module);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Wei" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hi Wei (mount 1)')).toBeTruthy();
    // a later render of the same place keeps the page that loaded through the lazy path: nothing is remounted
    await act(async () =>
      rerender(
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Wei Ling" />
        </Suspense>,
      ),
    );
    expect(screen.getByText('Hi Wei Ling (mount 1)')).toBeTruthy();
    expect(mounts()).toBe(1);
  });
});
