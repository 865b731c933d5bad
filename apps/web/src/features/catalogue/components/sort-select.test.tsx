// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { SortSelect } from './sort-select';

afterEach(cleanup);

const optionLabels = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SortSelect', () => {
  it('offers the spec’s nine orders without a search, Stock First first', () => {
    renderWithMessages(<SortSelect value="availability_first" onChange={() => {}} />);
    expect(optionLabels()).toHaveLength(9);
    expect(optionLabels()[0]).toBe('Stock First');
    expect(optionLabels()).not.toContain('Best match');
  });

  it('offers Best match first while searching, beside the nine', () => {
    const onChange = vi.fn();
    renderWithMessages(<SortSelect value="best_match" hasSearch onChange={onChange} />);
    expect(optionLabels()).toHaveLength(10);
    expect(optionLabels()[0]).toBe('Best match');
    const select = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(select.value).toBe('best_match');
    fireEvent.change(select, { target: { value: 'newest_first' } });
    expect(onChange).toHaveBeenCalledWith('newest_first');
  });

  it('names the orders in Bahasa Malaysia on a Malay page', () => {
    renderWithMessages(<SortSelect value="best_match" hasSearch onChange={() => {}} />, { locale: 'ms' });
    expect(screen.getByLabelText('Susun mengikut')).toBeTruthy();
    expect(optionLabels().slice(0, 2)).toEqual(['Paling sepadan', 'Ada Stok Dahulu']);
  });
});
