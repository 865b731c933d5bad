// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { DocumentUploadList } from './document-upload-list';

function renderList(locale: 'en' | 'ms', businessType = 'sdn-bhd') {
  return renderWithMessages(
    <DocumentUploadList
      businessType={businessType}
      documents={[
        { documentType: 'company-profile', documentKey: 'documents/profile.pdf', originalFilename: 'profile.pdf' },
      ]}
      missing={['form-9']}
      onUploaded={async () => {}}
      onRemoved={async () => {}}
    />,
    { locale },
  );
}

afterEach(cleanup);

describe('DocumentUploadList', () => {
  it('counts the documents a business type needs and those uploaded', () => {
    renderList('en');
    expect(screen.getByText('Sdn. Bhd. businesses need 5 documents.')).toBeTruthy();
    expect(screen.getByText('1 of 5 required uploaded')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Form 9' })).toBeTruthy();
    expect(screen.getByText(/^Form 9 is required\./)).toBeTruthy();
  });

  it('speaks Bahasa Malaysia on a /ms page, its counts and document names included', () => {
    renderList('ms', 'enterprise');
    expect(screen.getByText('Perniagaan Enterprise memerlukan 3 dokumen.')).toBeTruthy();
    expect(screen.getByText('1 daripada 3 dokumen wajib dimuat naik')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lesen perniagaan' })).toBeTruthy();
    expect(screen.getAllByText('Wajib').length).toBe(3);
    expect(screen.getByLabelText('Muat naik Borang D')).toBeTruthy();
    expect(screen.getByText((_, element) => element?.textContent === 'profile.pdf · Dimuat naik')).toBeTruthy();
  });
});
