// @vitest-environment jsdom
import {
  SAMPLE_IMPORT_COLUMNS,
  SAMPLE_IMPORT_SPEC_COLUMNS,
  sampleImportTemplate,
  type TAdminCategoryNode,
} from '@samplebank/contracts/admin-catalogue';
import { parseCsv } from '@samplebank/contracts/csv';
import { describe, expect, it } from 'vitest';
import { categoryReferences, templateCategory } from './sample-import';

const node = (name: string, slug: string, children: TAdminCategoryNode[] = []): TAdminCategoryNode => ({
  _id: slug,
  name,
  nameMs: null,
  slug,
  parentId: null,
  position: 0,
  sampleCount: 0,
  totalSampleCount: 0,
  children,
});

describe('the import template', () => {
  it('has every column, the specifications too, and one row as long as its header, in the category given', () => {
    const [header, row, ...rest] = parseCsv(sampleImportTemplate('Materials / Flooring, Timber'));
    expect(rest).toEqual([]);
    expect(header!.fields).toEqual([
      ...SAMPLE_IMPORT_COLUMNS,
      ...SAMPLE_IMPORT_SPEC_COLUMNS,
      'spec_finish',
      'image_url',
    ]);
    expect(row!.fields).toHaveLength(header!.fields.length);
    const cell = (name: string) => row!.fields[header!.fields.indexOf(name)];
    expect(cell('category')).toBe('Materials / Flooring, Timber');
    expect(cell('fire_euroclass')).toBe('B-s1,d0');
    expect(cell('certifications')).toBe('gbi:GBI-PC-24-0412:2027-06-30;fsc:FSC-C123456:');
    expect(cell('spec_finish')).toBe('Matte');
  });

  it('names each category by its full path and slug, and takes a timber one at the bottom of the tree for its row', () => {
    const tree = [
      node('Architectural', 'architectural', [node('Ceiling', 'ceiling')]),
      node('Materials', 'materials', [node('Flooring', 'flooring', [node('Timber', 'timber-flooring')])]),
    ];
    const references = categoryReferences(tree);
    expect(references).toEqual([
      { path: 'Architectural', slug: 'architectural', isLeaf: false },
      { path: 'Architectural / Ceiling', slug: 'ceiling', isLeaf: true },
      { path: 'Materials', slug: 'materials', isLeaf: false },
      { path: 'Materials / Flooring', slug: 'flooring', isLeaf: false },
      { path: 'Materials / Flooring / Timber', slug: 'timber-flooring', isLeaf: true },
    ]);
    expect(templateCategory(references)).toBe('Materials / Flooring / Timber');
    expect(templateCategory(categoryReferences([tree[0]!]))).toBe('Architectural / Ceiling');
    expect(templateCategory([])).toBe('');
  });
});
