import { type ComponentType, createElement, lazy } from 'react';
import { browserRegistry, type Namespace, useT } from '../../../lib/i18n';

/** In place of a part that could not be fetched (the network gone, or a new version deployed meanwhile). */
function PartFailed() {
  const t = useT('errors');
  return createElement('p', { role: 'alert', className: 'text-sm text-danger' }, t('NETWORK_ERROR'));
}

/**
 * A part of the listing loaded on first use (React.lazy: a Suspense above shows its place meanwhile) with the messages
 * it shows, fetched at the same time. (The server render has every namespace at hand.)
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
): ComponentType<P> {
  return lazy(async () => {
    try {
      const [component] = await Promise.all([
        load(),
        typeof window === 'undefined' ? undefined : browserRegistry().load(namespaces),
      ]);
      return { default: component };
    } catch {
      return { default: PartFailed as ComponentType<P> };
    }
  });
}
