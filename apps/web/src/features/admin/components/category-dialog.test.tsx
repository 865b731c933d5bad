// @vitest-environment jsdom
import type { TAdminCategoryNode } from '@samplebank/contracts/admin-catalogue';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { CategoryDialog } from './category-dialog';
import { CategoryTreeList } from './category-tree-list';

const node = (name: string, nameMs: string | null, totalSampleCount: number): TAdminCategoryNode => ({
  _id: crypto.randomUUID(),
  name,
  nameMs,
  slug: name.toLowerCase(),
  parentId: null,
  position: 0,
  sampleCount: totalSampleCount,
  totalSampleCount,
  children: [],
});

afterEach(cleanup);

describe('CategoryDialog', () => {
  it('renames a category in English and Bahasa Malaysia side by side', async () => {
    const onSave = vi.fn();
    const stone = node('Stone', null, 3);
    renderWithMessages(
      <CategoryDialog
        editing={{ mode: 'rename', node: stone }}
        tree={[stone]}
        isPending={false}
        onClose={() => {}}
        onSave={onSave}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Rename Stone' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name (Bahasa Malaysia) (optional)'), { target: { value: ' Batu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Stone', nameMs: 'Batu', parentId: '' }));
  });

  it('refuses a Malay name over 120 characters', async () => {
    const onSave = vi.fn();
    renderWithMessages(
      <CategoryDialog
        editing={{ mode: 'add', parent: null }}
        tree={[]}
        isPending={false}
        onClose={() => {}}
        onSave={onSave}
      />,
    );
    fireEvent.change(screen.getByLabelText(/Name \(English\)/), { target: { value: 'Glass' } });
    fireEvent.change(screen.getByLabelText(/Name \(Bahasa Malaysia\)/), { target: { value: 'k'.repeat(121) } });
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Name \(Bahasa Malaysia\)/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks Bahasa Malaysia on a /ms page', () => {
    renderWithMessages(
      <CategoryDialog
        editing={{ mode: 'add', parent: null }}
        tree={[]}
        isPending={false}
        onClose={() => {}}
        onSave={() => {}}
      />,
      { locale: 'ms' },
    );
    expect(screen.getByRole('dialog', { name: 'Kategori peringkat atas baharu' })).toBeTruthy();
    expect(screen.getByText('Nama (Bahasa Malaysia)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah kategori' })).toBeTruthy();
  });
});

describe('CategoryTreeList', () => {
  it('shows each category with its Malay name and its sample count', () => {
    renderWithMessages(
      <CategoryTreeList
        tree={[node('Stone', 'Batu', 1), node('Glass', null, 3)]}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByText('Batu')).toBeTruthy();
    expect(screen.getByText('1 sample')).toBeTruthy();
    expect(screen.getByText('3 samples')).toBeTruthy();
    expect(screen.getByText('No Malay name yet')).toBeTruthy();
  });

  it('counts samples in Bahasa Malaysia', () => {
    renderWithMessages(<CategoryTreeList tree={[node('Glass', null, 3)]} onEdit={() => {}} onDelete={() => {}} />, {
      locale: 'ms',
    });
    expect(screen.getByText('3 sampel')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Pokok kategori' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Glass tidak kosong dan tidak boleh dipadam' })).toBeTruthy();
  });
});
