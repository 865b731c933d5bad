// @vitest-environment jsdom
import { SAMPLE_IMPORT_COLUMNS, SAMPLE_IMPORT_SPEC_COLUMNS } from '@samplebank/contracts/admin-catalogue';
import { parseCsv } from '@samplebank/contracts/csv';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATE } from './import-samples-page';

describe('the import template', () => {
  it('has every column, the specifications too, and one row as long as its header', () => {
    const [header, row, ...rest] = parseCsv(IMPORT_TEMPLATE);
    expect(rest).toEqual([]);
    expect(header!.fields).toEqual([
      ...SAMPLE_IMPORT_COLUMNS,
      ...SAMPLE_IMPORT_SPEC_COLUMNS,
      'spec_finish',
      'image_url',
    ]);
    expect(row!.fields).toHaveLength(header!.fields.length);
    const cell = (name: string) => row!.fields[header!.fields.indexOf(name)];
    expect(cell('fire_euroclass')).toBe('B-s1,d0');
    expect(cell('certifications')).toBe('gbi:GBI-PC-24-0412:2027-06-30;fsc:FSC-C123456:');
    expect(cell('spec_finish')).toBe('Matte');
  });
});
