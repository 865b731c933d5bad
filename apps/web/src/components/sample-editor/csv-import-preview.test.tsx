// @vitest-environment jsdom

import type { TSampleImportReport } from '@samplebank/contracts/admin-catalogue';
import { parseCsv } from '@samplebank/contracts/csv';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { CsvImportPreview } from './csv-import-preview';

const csv = 'name,sku,price,stock\nOak Veneer,OAK-1,12.50,10\nBad Row,,abc,-1\n';

afterEach(cleanup);

/** The server's check of `csv`: the first row good, the second with two errors. */
const CHECKED: TSampleImportReport = {
  valid: 1,
  invalid: 1,
  imported: 0,
  updated: 0,
  rows: [
    { line: 2, sku: 'OAK-1', name: 'Oak Veneer', errors: [], action: 'create', changes: [] },
    {
      line: 3,
      sku: '',
      name: 'Bad Row',
      errors: ['SKU is required', 'Price must be a number'],
      action: 'create',
      changes: [],
    },
  ],
};

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
    renderWithMessages(<CsvImportPreview records={parseCsv(csv)} report={CHECKED} />);
    const [, good, bad] = screen.getAllByRole('row');
    expect(within(good!).getByText('OK')).toBeTruthy();
    expect(within(bad!).getByText('2 errors')).toBeTruthy();
    expect(within(bad!).getByText('SKU is required')).toBeTruthy();
    expect(within(bad!).getByText('Price must be a number')).toBeTruthy();
    expect(within(bad!).getAllByRole('cell')[0]!.textContent).toBe('3');
  });
});

describe('CsvImportPreview of a re-import', () => {
  it("says which rows add samples, which change the brand's (and what) and which change nothing", () => {
    const file = 'name,sku,price,stock\nOak Veneer,OAK-1,14.00,10\nAsh,ASH-1,9,3\nElm,ELM-1,11,2\n';
    renderWithMessages(
      <CsvImportPreview
        records={parseCsv(file)}
        report={{
          valid: 3,
          invalid: 0,
          imported: 0,
          updated: 0,
          rows: [
            {
              line: 2,
              sku: 'OAK-1',
              name: 'Oak Veneer',
              errors: [],
              action: 'update',
              changes: [
                { field: 'price', from: '12.50', to: '14.00' },
                { field: 'description', from: 'Old words', to: '' },
              ],
            },
            { line: 3, sku: 'ASH-1', name: 'Ash', errors: [], action: 'update', changes: [] },
            { line: 4, sku: 'ELM-1', name: 'Elm', errors: [], action: 'create', changes: [] },
          ],
        }}
      />,
    );
    const [, changed, same, added] = screen.getAllByRole('row');
    expect(within(changed!).getByText("Changes 2 fields of the brand's sample:")).toBeTruthy();
    const [price, description] = within(changed!).getAllByRole('listitem');
    expect(price!.textContent).toBe('price: 12.50 → 14.00');
    expect(description!.textContent).toBe('description: Old words → (empty)');
    expect(within(same!).getByText(/left as it is/)).toBeTruthy();
    expect(within(added!).getByText('Adds a new sample')).toBeTruthy();
  });
});

describe('CsvImportPreview in Bahasa Malaysia', () => {
  it('names the table and counts the errors in Malay', () => {
    renderWithMessages(<CsvImportPreview records={parseCsv(csv)} report={CHECKED} />, { locale: 'ms' });
    const table = screen.getByRole('table', { name: 'Pratonton import' });
    expect(within(table).getByText('2 ralat')).toBeTruthy();
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Baris');
  });
});
