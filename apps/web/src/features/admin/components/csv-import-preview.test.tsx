// @vitest-environment jsdom

import { parseCsv } from '@samplebank/contracts/csv';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { CsvImportPreview } from './csv-import-preview';

const csv = 'name,sku,price,stock\nOak Veneer,OAK-1,12.50,10\nBad Row,,abc,-1\n';

afterEach(cleanup);

describe('CsvImportPreview', () => {
  it('shows every row of the file with its columns before the check', () => {
    renderWithMessages(<CsvImportPreview records={parseCsv(csv)} />);
    const table = screen.getByRole('table', { name: 'Import preview' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'name', 'sku', 'price', 'stock']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Oak Veneer')).toBeTruthy();
  });

  it("marks the good rows OK and lists each bad row's errors on its line", () => {
    renderWithMessages(
      <CsvImportPreview
        records={parseCsv(csv)}
        report={{
          valid: 1,
          invalid: 1,
          imported: 0,
          rows: [
            { line: 2, sku: 'OAK-1', name: 'Oak Veneer', errors: [] },
            { line: 3, sku: '', name: 'Bad Row', errors: ['SKU is required', 'Price must be a number'] },
          ],
        }}
      />,
    );
    const [, good, bad] = screen.getAllByRole('row');
    expect(within(good!).getByText('OK')).toBeTruthy();
    expect(within(bad!).getByText('2 errors')).toBeTruthy();
    expect(within(bad!).getByText('SKU is required')).toBeTruthy();
    expect(within(bad!).getByText('Price must be a number')).toBeTruthy();
    expect(within(bad!).getAllByRole('cell')[0]!.textContent).toBe('3');
  });
});

describe('CsvImportPreview in Bahasa Malaysia', () => {
  it('names the table and counts the errors in Malay', () => {
    renderWithMessages(
      <CsvImportPreview
        records={parseCsv(csv)}
        report={{
          valid: 1,
          invalid: 1,
          imported: 0,
          rows: [
            { line: 2, sku: 'OAK-1', name: 'Oak Veneer', errors: [] },
            { line: 3, sku: '', name: 'Bad Row', errors: ['SKU is required', 'Price must be a number'] },
          ],
        }}
      />,
      { locale: 'ms' },
    );
    const table = screen.getByRole('table', { name: 'Pratonton import' });
    expect(within(table).getByText('2 ralat')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Baris');
  });
});
