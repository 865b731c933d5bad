import { COMPARE_LIMIT } from './compare-store';

// the form of a sample id (a UUID, as the API's ZIdSchema takes it), checked here so one bad entry of a shared link
// is left out with a word rather than failing the page
const SAMPLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The samples a compare link names, and what was left out of it. */
export type CompareIds = {
  /** the samples to show, in the link's order, at most four */
  ids: string[];
  /** entries that are not sample ids */
  badCount: number;
  /** samples named more than once (each shown once) */
  duplicateCount: number;
  /** how many different samples the link names, when more than four */
  tooMany: number | null;
};

/** Reads `?ids=a,b,c,d`: sample ids in order, each once, the first four; the rest counted for the page to say. */
export function compareIdsOf(param: string | null): CompareIds {
  const entries = (param ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const valid = entries.filter((entry) => SAMPLE_ID.test(entry)).map((entry) => entry.toLowerCase());
  const unique = [...new Set(valid)];
  return {
    ids: unique.slice(0, COMPARE_LIMIT),
    badCount: entries.length - valid.length,
    duplicateCount: valid.length - unique.length,
    tooMany: unique.length > COMPARE_LIMIT ? unique.length : null,
  };
}
