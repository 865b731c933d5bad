// @vitest-environment jsdom
import '@samplebank/contracts/api-messages';
import type { TSampleCategory } from '@samplebank/contracts/catalogue';
import {
  PARTNER_APPLICATION_MESSAGES as M,
  PARTNER_APPLICATION_MESSAGES_MS,
} from '@samplebank/contracts/partner-applications';
import { setValidationLocale } from '@samplebank/contracts/validation-locale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { categoryGroups } from '../partner-application-choices';
import { PartnerApplicationForm } from './partner-application-form';

vi.mock('../../../lib/toast', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));

const category = (name: string, slug: string, children: TSampleCategory[] = [], nameMs: string | null = null) => ({
  _id: slug,
  name,
  nameMs,
  slug,
  parentId: null,
  children,
});
const TREE: TSampleCategory[] = [
  category('Materials', 'materials', [
    category('Flooring', 'flooring', [], 'Lantai'),
    category('Glass', 'glass', [], 'Kaca'),
  ]),
  category('Architectural', 'architectural', [category('Ceiling', 'ceiling', [], 'Siling')]),
  category('Hardware', 'hardware'),
];

type Sent = { url: string; body: unknown };
let sent: Sent[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = { status: 201, body: { message: M.submitted, applicationId: 'a1' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (String(url).includes('/sample-categories')) {
        return new Response(JSON.stringify({ categories: [], tree: TREE }), { status: 200 });
      }
      sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setValidationLocale('en');
});

function renderForm(locale: 'en' | 'ms' = 'en') {
  setValidationLocale(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithMessages(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <PartnerApplicationForm />
      </QueryClientProvider>
    </MemoryRouter>,
    { locale },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Apply to become a brand partner' }));
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function fillIn() {
  type(/Company name/, 'Kayu Nusantara Sdn Bhd');
  type(/SSM registration number/, '201901012345');
  type(/Contact person/, 'Aisyah Rahman');
  type(/Work e-mail/, 'aisyah@kayu.my');
  type(/Phone number/, '012-345 6789');
  type(/Website/, 'kayu.my');
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Flooring' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Hardware' }));
  fireEvent.click(screen.getByRole('radio', { name: '51 to 200' }));
}

describe('categoryGroups', () => {
  it('offers the categories under each top-level one, and a top-level one with none as itself', () => {
    expect(categoryGroups(TREE, (c) => c.name)).toEqual([
      {
        slug: 'materials',
        name: 'Materials',
        choices: [
          { slug: 'flooring', name: 'Flooring' },
          { slug: 'glass', name: 'Glass' },
        ],
      },
      { slug: 'architectural', name: 'Architectural', choices: [{ slug: 'ceiling', name: 'Ceiling' }] },
      { slug: 'hardware', name: 'Hardware', choices: [{ slug: 'hardware', name: 'Hardware' }] },
    ]);
  });
});

describe('PartnerApplicationForm', () => {
  it('groups the category checkboxes under their top level, named in the page language', async () => {
    renderForm('ms');
    const materials = await screen.findByRole('group', { name: 'Materials' });
    expect(within(materials).getByRole('checkbox', { name: 'Lantai' })).toBeTruthy();
    expect(within(materials).getByRole('checkbox', { name: 'Kaca' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Siling' })).toBeTruthy();
  });

  it('checks every field before sending, in the words of the person filling it in', async () => {
    renderForm();
    await screen.findByRole('checkbox', { name: 'Flooring' });
    type(/SSM registration number/, 'SSM-1');
    type(/Phone number/, '+44 20 7946 0958');
    submit();
    await waitFor(() => expect(errorOf(field(/Company name/))).toContain(M.companyNameRequired));
    expect(errorOf(field(/SSM registration number/))).toContain('Please enter a valid SSM registration number');
    expect(errorOf(field(/Contact person/))).toContain(M.contactNameRequired);
    expect(errorOf(field(/Work e-mail/))).toContain('Please enter your e-mail address');
    expect(errorOf(field(/Phone number/))).toContain('Please enter a valid Malaysian phone number');
    expect(errorOf(screen.getByRole('group', { name: /What do you make or supply/ }))).toContain(M.categoriesRequired);
    expect(errorOf(screen.getByRole('group', { name: /How many products/ }))).toContain(M.catalogueSize);
    expect(field(/Company name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/Company name/));
    expect(sent).toEqual([]);
  });

  it('says the problems in Bahasa Malaysia on a Malay page', async () => {
    renderForm('ms');
    await screen.findByRole('checkbox', { name: 'Lantai' });
    fireEvent.submit(screen.getByRole('form', { name: 'Mohon untuk menjadi rakan jenama' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(/Nama syarikat/))).toContain(
        PARTNER_APPLICATION_MESSAGES_MS.companyNameRequired,
      ),
    );
    expect(errorOf(screen.getByRole('group', { name: /Berapa banyak produk/ }))).toContain(
      PARTNER_APPLICATION_MESSAGES_MS.catalogueSize,
    );
  });

  it('sends the application as the contract reads it, then shows what happens next with focus on it', async () => {
    renderForm();
    await fillIn();
    submit();
    const heading = await screen.findByRole('heading', { name: 'Thank you, your application is in' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toContain('/api/partner-applications');
    expect(sent[0]?.body).toEqual({
      companyName: 'Kayu Nusantara Sdn Bhd',
      ssmNumber: '201901012345',
      contactName: 'Aisyah Rahman',
      email: 'aisyah@kayu.my',
      phone: '+60123456789',
      website: 'https://kayu.my',
      categories: ['flooring', 'hardware'],
      catalogueSize: '51-200',
      message: null,
    });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toContain('aisyah@kayu.my');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the server's words when an application from the address already waits", async () => {
    answer = { status: 409, body: { message: M.alreadyPending, code: 'CONFLICT' } };
    renderForm();
    await fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(M.alreadyPending);
    expect(screen.getByRole('form')).toBeTruthy();
  });

  it('marks on its field a value the server refuses', async () => {
    answer = {
      status: 400,
      body: { message: M.categoryUnknown, code: 'VALIDATION', fields: { categories: M.categoryUnknown } },
    };
    renderForm();
    await fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Please check the fields marked below');
    expect(errorOf(screen.getByRole('group', { name: /What do you make or supply/ }))).toContain(M.categoryUnknown);
  });
});
