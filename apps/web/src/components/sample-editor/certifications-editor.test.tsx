// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import {
  type CertificationProblems,
  type CertificationRow,
  CertificationsEditor,
  certificationProblemsOf,
  certificationsFromRows,
  rowsFromCertifications,
} from './certifications-editor';

afterEach(cleanup);

let latest: CertificationRow[] = [];
function Editor({ initial, problems }: { initial: CertificationRow[]; problems?: CertificationProblems }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return <CertificationsEditor rows={rows} onChange={setRows} problems={problems} />;
}

const GBI: CertificationRow = { scheme: 'gbi', certificateNumber: 'GBI-PC-24-0412', expiresOn: '2099-06-30' };

describe('CertificationsEditor', () => {
  it('adds a row, fills it with the keyboard controls, and removes another', () => {
    renderWithMessages(<Editor initial={[GBI]} />);
    expect(screen.getByRole('group', { name: 'Certifications' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a certificate' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Certificate 2: scheme' }), { target: { value: 'fsc' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Certificate 2: number' }), {
      target: { value: 'FSC-C123456' },
    });
    expect(screen.getByText('Leave empty if it does not expire')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove certificate 1 GBI (Green Building Index)' }));
    expect(latest).toEqual([{ scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: '' }]);
    expect(certificationsFromRows(latest)).toEqual([
      { scheme: 'fsc', certificateNumber: 'FSC-C123456', expiresOn: null },
    ]);
  });

  it('offers each scheme once, and says an expired certificate counts for nothing', () => {
    renderWithMessages(
      <Editor initial={[GBI, { scheme: 'myhijau', certificateNumber: 'M-1', expiresOn: '2020-01-31' }]} />,
    );
    const second = screen.getByRole('combobox', { name: 'Certificate 2: scheme' });
    const gbiOption = within(second).getByRole('option', { name: 'GBI (Green Building Index)' }) as HTMLOptionElement;
    expect(gbiOption.disabled).toBe(true);
    expect(screen.getByText('Expired: kept, shown as expired, and counts for no filter')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Certificate 2: number' })).toBeTruthy();
    expect((screen.getByLabelText('Certificate 1: valid until') as HTMLInputElement).type).toBe('date');
  });

  it('shows each problem beside its field, marked invalid', () => {
    const problems = certificationProblemsOf([
      ['certifications.0.expiresOn', 'The expiry date must be a real date written YYYY-MM-DD'],
      ['certifications.1.scheme', 'A sample holds one certificate of each scheme: this scheme is listed twice'],
      ['price', 'not mine'],
    ]);
    expect([...problems.keys()]).toEqual([0, 1]);
    renderWithMessages(<Editor initial={[GBI, GBI]} problems={problems} />);
    const expiry = screen.getByLabelText('Certificate 1: valid until');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(expiry.getAttribute('aria-describedby')!)?.textContent).toContain('YYYY-MM-DD');
    expect(screen.getByRole('combobox', { name: 'Certificate 2: scheme' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/listed twice/)).toBeTruthy();
  });

  it('reads a sample’s certificates into rows, and speaks Bahasa Malaysia', () => {
    const rows = rowsFromCertifications([
      { scheme: 'epd', certificateNumber: 'S-P-01234', expiresOn: null, valid: true },
    ]);
    expect(rows).toEqual([{ scheme: 'epd', certificateNumber: 'S-P-01234', expiresOn: '' }]);
    renderWithMessages(<Editor initial={rows} />, { locale: 'ms' });
    expect(screen.getByRole('button', { name: 'Tambah sijil' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Sijil 1: nombor' })).toBeTruthy();
  });
});
