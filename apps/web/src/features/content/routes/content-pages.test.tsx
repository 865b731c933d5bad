// @vitest-environment jsdom
import { setFormatLocale } from '@samplebank/domain/format';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogProvider } from '../../../lib/dialogs';
import { renderWithMessages } from '../../../test/i18n';
import { BlogPage } from './blog-page';
import { FaqPage } from './faq-page';
import { PrivacyPolicyPage } from './privacy-policy-page';

function renderPage(page: React.ReactElement, locale: 'en' | 'ms') {
  setFormatLocale(() => locale);
  return renderWithMessages(
    <MemoryRouter>
      <DialogProvider>{page}</DialogProvider>
    </MemoryRouter>,
    { locale },
  );
}

afterEach(() => {
  cleanup();
  setFormatLocale(() => 'en');
});

describe('the content pages', () => {
  it('keep their English words on an English page', () => {
    renderPage(<FaqPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getByText('What is Samplebank?')).toBeTruthy();
    cleanup();
    renderPage(<PrivacyPolicyPage />, 'en');
    expect(screen.getByText(/Last updated 1 November 2026\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Introduction' })).toBeTruthy();
  });

  it('read in Bahasa Malaysia on a Malay page: questions, policy and licence, dates with Malay months', () => {
    renderPage(<FaqPage />, 'ms');
    expect(screen.getByRole('heading', { level: 1, name: 'Soalan lazim' })).toBeTruthy();
    expect(screen.getByText('Apakah Samplebank?')).toBeTruthy();
    cleanup();
    renderPage(<PrivacyPolicyPage />, 'ms');
    expect(screen.getByRole('heading', { name: '1. Pengenalan' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Perjanjian Lesen' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Perjanjian Lesen' }));
    expect(screen.getByRole('heading', { name: '7. Undang-undang yang mentadbir' })).toBeTruthy();
    cleanup();
    renderPage(<BlogPage />, 'ms');
    expect(screen.getByText('14 Oktober 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Menentukan lantai kayu untuk iklim tropika' })).toBeTruthy();
  });
});
