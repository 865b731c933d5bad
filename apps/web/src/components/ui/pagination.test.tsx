// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../test/i18n';
import { Pagination } from './pagination';

afterEach(cleanup);

const hrefForPage = (page: number) => `/samples?page=${page}`;

describe('Pagination', () => {
  it('links the window of pages, the first and the last, and marks the current one', () => {
    renderWithMessages(
      <MemoryRouter>
        <Pagination currentPage={5} totalPages={40} hrefForPage={hrefForPage} />
      </MemoryRouter>,
    );
    const pages = screen.getAllByRole('link', { name: /^Page \d+$/ }).map((link) => link.textContent);
    expect(pages).toEqual(['1', '3', '4', '5', '6', '7', '40']);
    expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/samples?page=6');
    expect(screen.getByText('Page 5 of 40')).toBeTruthy();
  });

  it('says the last page is about when the total is an estimate', () => {
    renderWithMessages(
      <MemoryRouter>
        <Pagination currentPage={3} totalPages={6667} totalIsEstimate hrefForPage={hrefForPage} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Page 3 of about 6,667')).toBeTruthy();
  });

  it('sends Previous and Next to their own addresses (keyset cursors) and the numbers to theirs', () => {
    renderWithMessages(
      <MemoryRouter>
        <Pagination
          currentPage={5}
          totalPages={40}
          hrefForPage={hrefForPage}
          previousHref="/samples?page=4&before=abc"
          nextHref="/samples?page=6&after=xyz"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/samples?page=4&before=abc');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/samples?page=6&after=xyz');
    expect(screen.getByRole('link', { name: 'Page 6' }).getAttribute('href')).toBe('/samples?page=6');
  });
});

describe('Pagination in Bahasa Malaysia', () => {
  it('names the pages and steps in Malay, numbers grouped', () => {
    renderWithMessages(
      <MemoryRouter>
        <Pagination currentPage={3} totalPages={6667} totalIsEstimate hrefForPage={hrefForPage} />
      </MemoryRouter>,
      { locale: 'ms' },
    );
    expect(screen.getByRole('navigation', { name: 'Penomboran halaman' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halaman 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Seterusnya/ })).toBeTruthy();
    expect(screen.getByText('Halaman 3 daripada kira-kira 6,667')).toBeTruthy();
  });
});
