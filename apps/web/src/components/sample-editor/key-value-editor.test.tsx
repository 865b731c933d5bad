// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { KeyValueEditor, type KeyValueEntry, recordFromEntries } from './key-value-editor';

function Harness({ initial }: { initial: KeyValueEntry[] }) {
  const [entries, setEntries] = useState(initial);
  return (
    <>
      <KeyValueEditor label="Specifications" entries={entries} onChange={setEntries} />
      <output data-testid="record">{JSON.stringify(recordFromEntries(entries))}</output>
    </>
  );
}

const record = () => JSON.parse(screen.getByTestId('record').textContent ?? '{}');

afterEach(cleanup);

describe('KeyValueEditor', () => {
  it('adds a row, edits it and keeps numbers as numbers', () => {
    renderWithMessages(<Harness initial={[{ key: 'material', value: 'Oak' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add specifications row' }));
    fireEvent.change(screen.getByLabelText('Specifications name 2'), { target: { value: 'thickness' } });
    fireEvent.change(screen.getByLabelText('Specifications value 2'), { target: { value: '12' } });
    expect(record()).toEqual({ material: 'Oak', thickness: 12 });
  });

  it('removes a row', () => {
    renderWithMessages(
      <Harness
        initial={[
          { key: 'material', value: 'Oak' },
          { key: 'finish', value: 'Matte' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove specifications row 1' }));
    expect(record()).toEqual({ finish: 'Matte' });
    expect(screen.getByLabelText('Specifications name 1')).toHaveProperty('value', 'finish');
  });

  it('flags a name used twice and a value without a name', () => {
    renderWithMessages(
      <Harness
        initial={[
          { key: 'finish', value: 'Matte' },
          { key: 'Finish', value: 'Gloss' },
          { key: '', value: 'orphan' },
        ]}
      />,
    );
    expect(screen.getByText('"Finish" is already used')).toBeTruthy();
    expect(screen.getByText('Give this value a name')).toBeTruthy();
    expect(screen.getByLabelText('Specifications name 2').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('KeyValueEditor in Bahasa Malaysia', () => {
  it('names its rows and problems in Malay', () => {
    renderWithMessages(
      <KeyValueEditor
        label="Spesifikasi"
        entries={[
          { key: 'kemasan', value: 'Matte' },
          { key: 'Kemasan', value: 'Gloss' },
        ]}
        onChange={() => {}}
      />,
      { locale: 'ms' },
    );
    expect(screen.getByText('"Kemasan" sudah digunakan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah baris spesifikasi' })).toBeTruthy();
    expect(screen.getByLabelText('Spesifikasi: nama 2')).toBeTruthy();
  });
});
