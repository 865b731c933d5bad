import { useSyncExternalStore } from 'react';

/** An item a stored list keeps: a sample, by its id. */
export type StoredItem = { _id: string };

/**
 * A short list kept in the browser's localStorage under `key` (the compare selection, the recently viewed samples),
 * read through `useSyncExternalStore`: the server and the page as it hydrates see it empty, then the browser's list;
 * another tab's change arrives through the `storage` event. A list that is not ours (hand-edited, an older shape) reads
 * as empty rather than breaking the page.
 */
export function createStoredList<T extends StoredItem>(key: string, isItem: (value: unknown) => value is T) {
  const listeners = new Set<() => void>();
  const EMPTY: readonly T[] = [];
  let cachedRaw: string | null | undefined;
  let cachedItems: readonly T[] = EMPTY;

  const read = (): readonly T[] => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return EMPTY;
    }
    // the same text, the same array: useSyncExternalStore compares snapshots by identity
    if (raw === cachedRaw) return cachedItems;
    cachedRaw = raw;
    cachedItems = parse(raw);
    return cachedItems;
  };

  const parse = (raw: string | null): readonly T[] => {
    if (!raw) return EMPTY;
    try {
      const value: unknown = JSON.parse(raw);
      return Array.isArray(value) ? value.filter(isItem) : EMPTY;
    } catch {
      return EMPTY;
    }
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const write = (items: readonly T[]) => {
    try {
      if (items.length) window.localStorage.setItem(key, JSON.stringify(items));
      else window.localStorage.removeItem(key);
    } catch {
      // storage full or refused (a private window): the list lives until the page is left
      cachedRaw = JSON.stringify(items);
      cachedItems = items;
    }
    notify();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  const getServerSnapshot = () => EMPTY;

  return {
    read,
    write,
    /** Tells the list's readers in this tab about something that is not in the list itself. */
    notify,
    subscribe,
    /** The list, kept up to date; empty on the server and while the page hydrates. */
    useItems: (): readonly T[] => useSyncExternalStore(subscribe, read, getServerSnapshot),
  };
}

/** Whether a value is an object with a string `_id` and `name`, the least a stored sample needs. */
export function isNamedSample(value: unknown): value is { _id: string; name: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { _id?: unknown })._id === 'string' &&
    typeof (value as { name?: unknown }).name === 'string'
  );
}
