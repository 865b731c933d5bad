export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page numbers the pagination shows: a window of 5 around the current page, plus the first
 * and last page, with an ellipsis where numbers are skipped.
 */
export function getPaginationRange(currentPage: number, totalPages: number, windowSize = 5): PaginationItem[] {
  if (totalPages <= 0) return [];
  const half = Math.floor(windowSize / 2);
  let start = Math.max(1, currentPage - half);
  const end = Math.min(totalPages, start + windowSize - 1);
  start = Math.max(1, end - windowSize + 1);

  const items: PaginationItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (end < totalPages - 1) items.push('ellipsis-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}
