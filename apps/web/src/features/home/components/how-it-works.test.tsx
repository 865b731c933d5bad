// @vitest-environment jsdom
import type { TPageSettings } from '@samplebank/contracts/content';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { HowItWorks } from './how-it-works';

const staffs: TPageSettings['features'] = {
  sectionTitle: 'Our process',
  features: [{ title: 'Explore', description: 'Filter samples.', link: '/samples' }],
};

afterEach(cleanup);

describe('HowItWorks', () => {
  it('shows its own three steps until staff write theirs', () => {
    renderWithMessages(
      <MemoryRouter>
        <HowItWorks />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('More Info')).toHaveLength(2);
  });

  it('words its defaults in Bahasa Malaysia on a Malay page, and shows what staff wrote as they wrote it', () => {
    renderWithMessages(
      <MemoryRouter>
        <HowItWorks />
      </MemoryRouter>,
      { locale: 'ms' },
    );
    expect(screen.getByRole('heading', { name: 'Cara ia berfungsi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Teroka dan temui' })).toBeTruthy();
    expect(screen.getAllByText('Maklumat Lanjut')).toHaveLength(2);
    cleanup();
    renderWithMessages(
      <MemoryRouter>
        <HowItWorks content={staffs} />
      </MemoryRouter>,
      { locale: 'ms' },
    );
    expect(screen.getByRole('heading', { name: 'Our process' })).toBeTruthy();
  });
});
