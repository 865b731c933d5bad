import { type ComponentType, lazy } from 'react';
import { browserRegistry, type Namespace } from '../../../lib/i18n';

/**
 * A part of the listing loaded on first use (React.lazy: a Suspense above shows its place meanwhile) with the messages
 * it shows, fetched at the same time. (The server render has every namespace at hand.)
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[],
): ComponentType<P> {
  return lazy(async () => {
    const [component] = await Promise.all([
      load(),
      typeof window === 'undefined' ? undefined : browserRegistry().load(namespaces),
    ]);
    return { default: component };
  });
}
