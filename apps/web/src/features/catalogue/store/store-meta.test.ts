import type { TSupplierStore } from '@samplebank/contracts/supplier-store';
import { describe, expect, it } from 'vitest';
import { type MessageKey, translate } from '../../../lib/i18n';
import { testRegistries } from '../../../test/i18n';
import { storeDescription, storeOrganization } from './store-meta';

const ORIGIN = 'https://samplebank.example';
const store: TSupplierStore = {
  _id: 'b1',
  name: 'Cahaya Tiles',
  logoUrl: '/api/files/catalogue/brands/cahaya-logo.svg',
  bannerUrl: null,
  description: 'Porcelain and terrazzo made in Selangor since 1998.',
  sampleCount: 12,
  certifications: [
    { scheme: 'gbi', samples: 4 },
    { scheme: 'myhijau', samples: 1 },
  ],
  contact: {
    website: 'https://cahaya.example.my',
    email: 'sales@cahaya.example.my',
    phone: { display: '03-7000 1234', dial: '+60370001234' },
    city: 'Petaling Jaya',
    state: 'Selangor',
  },
};

const inLanguage = (locale: 'en' | 'ms') => {
  const specs = translate('specs', testRegistries[locale]);
  return {
    t: translate('store', testRegistries[locale]),
    schemeName: (scheme: string) => specs(`scheme.${scheme}` as MessageKey<'specs'>),
  };
};

describe('storeDescription', () => {
  it('says how many samples and which certifications, then the brand’s own words', () => {
    expect(storeDescription(store, inLanguage('en'))).toBe(
      '12 material samples from Cahaya Tiles on Samplebank, certified GBI (Green Building Index), MyHIJAU. Porcelain and terrazzo made in Selangor since 1998.',
    );
  });

  it('says the facts alone for a brand with no words, no certificates and no samples yet', () => {
    const bare = { ...store, description: null, certifications: [], sampleCount: 0 };
    expect(storeDescription(bare, inLanguage('en'))).toBe('Cahaya Tiles on Samplebank.');
    expect(storeDescription({ ...bare, sampleCount: 1 }, inLanguage('en'))).toBe(
      '1 material sample from Cahaya Tiles on Samplebank.',
    );
  });

  it('fits a search result, cut at a word', () => {
    const long = { ...store, description: 'Terrazzo, porcelain and cement tiles for homes and hotels. '.repeat(6) };
    const text = storeDescription(long, inLanguage('en'));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/\S\.\.\.$/);
  });

  it('says it in Bahasa Malaysia on a Malay page', () => {
    expect(storeDescription({ ...store, description: null }, inLanguage('ms'))).toBe(
      '12 sampel bahan daripada Cahaya Tiles di Samplebank, dengan pensijilan GBI (Indeks Bangunan Hijau), MyHIJAU.',
    );
  });
});

describe('storeOrganization', () => {
  it('describes the brand with the contacts and the place the page shows, every address absolute', () => {
    expect(storeOrganization(ORIGIN, store, '/supplier-store/b1')).toEqual({
      '@type': 'Organization',
      name: 'Cahaya Tiles',
      url: `${ORIGIN}/supplier-store/b1`,
      logo: `${ORIGIN}/api/files/catalogue/brands/cahaya-logo.svg`,
      description: 'Porcelain and terrazzo made in Selangor since 1998.',
      email: 'sales@cahaya.example.my',
      telephone: '+60370001234',
      sameAs: ['https://cahaya.example.my'],
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Petaling Jaya',
        addressRegion: 'Selangor',
        addressCountry: 'MY',
      },
    });
  });

  it('leaves out what the brand has not given', () => {
    const bare = {
      ...store,
      logoUrl: null,
      description: null,
      contact: { website: null, email: null, phone: null, city: null, state: null },
    };
    expect(storeOrganization(ORIGIN, bare, '/supplier-store/b1')).toEqual({
      '@type': 'Organization',
      name: 'Cahaya Tiles',
      url: `${ORIGIN}/supplier-store/b1`,
    });
  });
});
