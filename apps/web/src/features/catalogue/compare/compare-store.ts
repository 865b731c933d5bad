import { useSyncExternalStore } from 'react';
import { createStoredList, isNamedSample } from '../stored-list';

/** How many samples can be compared side by side. */
export const COMPARE_LIMIT = 4;

/** A sample picked to compare, with what the tray shows of it. */
export type ComparedSample = { _id: string; name: string; imageUrl: string | null };

const isComparedSample = (value: unknown): value is ComparedSample =>
  isNamedSample(value) &&
  (typeof (value as ComparedSample).imageUrl === 'string' || (value as ComparedSample).imageUrl === null);

const list = createStoredList<ComparedSample>('compareSamples', isComparedSample);

// the last pick refused because the selection was full: the tray says why (this tab only, and not kept)
let refusedAt = 0;

/** What a pick did: added, taken off again, or refused because four are picked already. */
export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Picks a sample to compare, or takes it off when it is picked; a fifth is refused. */
export function toggleCompared(sample: ComparedSample): CompareToggleResult {
  const items = list.read();
  if (items.some((item) => item._id === sample._id)) {
    list.write(items.filter((item) => item._id !== sample._id));
    return 'removed';
  }
  if (items.length >= COMPARE_LIMIT) {
    refusedAt = Date.now();
    list.notify();
    return 'full';
  }
  list.write([...items, { _id: sample._id, name: sample.name, imageUrl: sample.imageUrl }]);
  return 'added';
}

/** Takes one sample off the selection. */
export function removeCompared(sampleId: string): void {
  list.write(list.read().filter((item) => item._id !== sampleId));
}

/** Empties the selection. */
export function clearCompared(): void {
  list.write([]);
}

/** The samples picked to compare, in the order they were picked; empty on the server. */
export const useComparedSamples = list.useItems;

/** When the last pick was refused for a full selection (0 for never), in this tab. */
export function useCompareRefusedAt(): number {
  return useSyncExternalStore(
    list.subscribe,
    () => refusedAt,
    () => 0,
  );
}
