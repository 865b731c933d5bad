// The catalogue's numbers come from the zod-free constants module of the contracts, written once there.
export {
  AVAILABILITY_LABELS,
  AVAILABILITY_OPTIONS,
  BEST_MATCH_LABEL,
  BEST_MATCH_SORT,
  CLOSEST_COLOR_SORT,
  DEFAULT_SAMPLE_SORT,
  FILTER_DEBOUNCE_MS,
  PRICE_RANGE,
  SAMPLE_LIST_SORTS,
  SAMPLE_SORT_LABELS,
  SAMPLE_SORTS,
  SAMPLES_PAGE_SIZE,
  type TAvailability,
  type TSampleListSort,
  type TSampleSort,
} from '@samplebank/contracts/catalogue-constants';

/** Skeleton cards shown while the first page loads (spec §9). */
export const SAMPLE_SKELETON_COUNT = 8;
