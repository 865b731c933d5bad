import { type ComponentType, createElement, lazy, useState } from 'react';
import { browserRegistry, type Namespace } from './i18n';

type PageModule<P> = { default: ComponentType<P> };

/** A page component loaded on first use that can also be loaded ahead of time with `preload()`. */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A page loaded on first use, as React.lazy does, that can also be loaded ahead: the page the server rendered is
 * loaded before it hydrates (main.tsx), so it hydrates in the same pass as the rest instead of staying dead server
 * markup until its code arrives (a tap there was lost). Each mount keeps the component it started with, so a page
 * that loaded meanwhile is not remounted.
 *
 * `namespaces`: the messages the page shows beyond those every page has (lib/i18n.tsx), loaded with its code in the
 * page's language. (The server render has every namespace at hand.)
 */
export function lazyPage<P extends object>(
  loadModule: () => Promise<PageModule<P>>,
  namespaces: readonly Namespace[] = [],
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const load = async () => {
    const [module] = await Promise.all([
      loadModule(),
      typeof window === 'undefined' ? undefined : browserRegistry().load(namespaces),
    ]);
    return module;
  };
  const remember = (module: PageModule<P>) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  function Page(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Page.preload = async () => {
    remember(await load());
  };
  return Page;
}
