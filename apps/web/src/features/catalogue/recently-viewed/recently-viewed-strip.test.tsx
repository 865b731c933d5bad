// @vitest-environment jsdom
import type { TSampleDetail } from '@samplebank/contracts/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { RECENTLY_VIEWED_LIMIT, recordViewed } from './recently-viewed-store';
import { RecentlyViewedStrip, useRecordViewed } from './recently-viewed-strip';

const viewed = (n: number) => ({ _id: `sample-${n}`, name: `Sample ${n}`, imageUrl: null, picture: null });
const stored = () => JSON.parse(localStorage.getItem('recentlyViewedSamples') ?? '[]') as { _id: string }[];

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('recently viewed samples', () => {
  it('keeps the last 12, newest first, each once', () => {
    for (let n = 1; n <= 14; n++) recordViewed(viewed(n));
    recordViewed(viewed(10));
    const ids = stored().map((item) => item._id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['sample-10', 'sample-14', 'sample-13']);
    expect(ids).not.toContain('sample-2');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("records the details page's sample", () => {
    const sample = { ...viewed(7), imageUrls: ['/oak.webp'], mainImageUrl: '/oak.webp', mainPicture: null, images: [] };
    function Page() {
      useRecordViewed(sample as unknown as TSampleDetail);
      return null;
    }
    render(<Page />);
    expect(stored()).toEqual([{ _id: 'sample-7', name: 'Sample 7', imageUrl: '/oak.webp', picture: null }]);
  });

  it("shows the others than the page's own, and clears them", () => {
    for (const n of [1, 2, 3]) recordViewed(viewed(n));
    renderWithMessages(
      <MemoryRouter>
        <RecentlyViewedStrip exceptId="sample-3" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/sample-details/sample-2',
      '/sample-details/sample-1',
    ]);
    expect(screen.getByRole('link', { name: 'Sample 2' })).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear the recently viewed samples' })));
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(localStorage.getItem('recentlyViewedSamples')).toBeNull();
  });

  it('ignores a stored list that is not ours', () => {
    localStorage.setItem('recentlyViewedSamples', '{not json');
    recordViewed(viewed(1));
    expect(stored().map((item) => item._id)).toEqual(['sample-1']);
  });
});
