// @vitest-environment jsdom
import type { TFacetOption, TSampleFacetsResponse } from '@samplebank/contracts/catalogue';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { countsOf } from './facet-count';
import { CheckboxRow, TogglePill } from './filter-section';
import { EMPTY_LISTING_STATE, type ListingState } from './listing-state';
import { SpecFilters } from './spec-filters';

afterEach(cleanup);
beforeAll(() => {
  // a wide screen: every section open (jsdom has no matchMedia)
  window.matchMedia ??= ((query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
});

const option = (value: string, count: number, approximate = false): TFacetOption => ({ value, count, approximate });

/** The facets' counts as the API answers them: only the filters named here are counted. */
function countsFor(counts: Partial<TSampleFacetsResponse['counts']>) {
  return countsOf({ counts: counts as TSampleFacetsResponse['counts'] });
}

function renderSpecs(state: Partial<ListingState>, counts: Partial<TSampleFacetsResponse['counts']>) {
  const onChange = vi.fn();
  renderWithMessages(
    <SpecFilters state={{ ...EMPTY_LISTING_STATE, ...state }} onChange={onChange} countOf={countsFor(counts)} />,
  );
  return onChange;
}

describe('counted facets', () => {
  it('shows each option’s count in the page’s number format, and disables an option that would list none', () => {
    const onChange = renderSpecs(
      {},
      {
        certifications: [option('gbi', 1240), option('myhijau', 0), option('fsc', 7)],
        madeInMalaysia: [option('true', 31)],
      },
    );
    const gbi = screen.getByRole('checkbox', { name: /GBI \(Green Building Index\)/ });
    expect((gbi as HTMLInputElement).disabled).toBe(false);
    expect(gbi.closest('div')?.textContent).toContain('1,240');
    expect((screen.getByRole('checkbox', { name: /MyHIJAU/ }) as HTMLInputElement).disabled).toBe(true);
    // an option the API's counts leave out lists none either
    expect((screen.getByRole('checkbox', { name: /GREENGUARD/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('switch', { name: /Made in Malaysia/ }).textContent).toContain('31');

    fireEvent.click(gbi);
    expect(onChange).toHaveBeenCalledTimes(1);
    const change = onChange.mock.calls[0]?.[0] as (state: ListingState) => Partial<ListingState>;
    expect(change(EMPTY_LISTING_STATE)).toEqual({ certifications: ['gbi'] });
  });

  it('keeps a chosen option that now lists none enabled, to be removed', () => {
    renderSpecs({ certifications: ['myhijau'] }, { certifications: [option('myhijau', 0)] });
    const myhijau = screen.getByRole('checkbox', { name: /MyHIJAU/ });
    expect((myhijau as HTMLInputElement).checked).toBe(true);
    expect((myhijau as HTMLInputElement).disabled).toBe(false);
  });

  it('shows an estimate compact and says “About” to a screen reader', () => {
    renderWithMessages(
      <CheckboxRow
        id="x"
        label="In stock"
        checked={false}
        onChange={() => {}}
        count={option('in-stock', 12400, true)}
      />,
    );
    const label = screen.getByText('In stock').closest('label') as HTMLElement;
    expect(within(label).getByText('~12K').getAttribute('aria-hidden')).toBe('true');
    expect(label.textContent).toContain('About 12,400 samples');
  });

  it('writes counts in Bahasa Malaysia on a Malay page', () => {
    renderWithMessages(
      <TogglePill label="Lantai" isPressed={false} onToggle={() => {}} count={option('Flooring', 2, false)} />,
      { locale: 'ms' },
    );
    expect(screen.getByRole('button').textContent).toContain('2 sampel');
  });

  it('shows no counts and disables nothing while the counts are not known', () => {
    renderSpecs({}, {});
    const countless = countsOf(undefined);
    expect(countless('certifications', 'gbi')).toBeUndefined();
    expect((screen.getByRole('checkbox', { name: 'GBI (Green Building Index)' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('disables a pill at none unless it is the chosen one', () => {
    renderWithMessages(
      <>
        <TogglePill label="Outdoor" isPressed={false} onToggle={() => {}} count={option('Outdoor', 0)} />
        <TogglePill label="Indoor" isPressed onToggle={() => {}} count={option('Indoor', 0)} />
      </>,
    );
    expect((screen.getByRole('button', { name: /Outdoor/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Indoor/ }) as HTMLInputElement).disabled).toBe(false);
  });
});
