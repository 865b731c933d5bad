import type { TSampleDetail, TSampleSummary } from '@samplebank/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n';
import { testRegistries } from '../../test/i18n';
import { breadcrumbs, listingDescription, sampleDescription, sampleItemList, sampleProduct } from './structured-data';

const ORIGIN = 'https://samplebank.example';
const t = translate('catalogue', testRegistries.en);
const tMs = translate('catalogue', testRegistries.ms);

const summary: TSampleSummary = {
  _id: 'a1b2',
  name: 'Carrara Marble Tile',
  price: 250,
  stock: 4,
  sku: 'SB-STN-00001',
  imageUrls: ['/api/files/catalogue/samples/marble-white-0.svg', 'https://cdn.example/marble-1.webp'],
  mainImageUrl: '/api/files/catalogue/samples/marble-white-0.svg',
  mainPicture: null,
  manufacturerId: { _id: 'b1', name: 'Bianco Stone', logoUrl: null },
  color: { label: 'White', colorHex: '#F2F2F0' },
  space: { usage: 'Hospitality', architectural: 'Classic' },
  specifications: {},
  logistic: {},
  categoryId: 'c1',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const sample: TSampleDetail = {
  ...summary,
  description: null,
  material: 'Marble',
  images: [],
  firstImage: summary.mainImageUrl,
  image: null,
  category: { _id: 'c1', name: 'Marble', nameMs: 'Marmar' },
  specs: {
    certifications: [],
    fireBs476: null,
    fireEuroclass: null,
    slipRating: null,
    slipPtv: null,
    vocLevel: null,
    recycledPercent: null,
    madeInMalaysia: false,
    leadTimeDays: null,
    unitPrice: null,
  },
};

describe('sampleProduct', () => {
  it("names each image's raster fallback where the server made one, and the original otherwise", () => {
    const picture = {
      src: '/api/files/catalogue/samples/marble-white-0.640w.jpg',
      width: 640,
      height: 640,
      sources: [{ type: 'image/webp', srcSet: '/api/files/catalogue/samples/marble-white-0.640w.webp 640w' }],
    };
    const withPictures: TSampleDetail = {
      ...sample,
      images: [
        { url: summary.imageUrls[0]!, presignedUrl: summary.imageUrls[0]!, picture },
        { url: summary.imageUrls[1]!, presignedUrl: summary.imageUrls[1]!, picture: null },
      ],
    };
    expect(sampleProduct(withPictures, { origin: ORIGIN, showPrice: false }).image).toEqual([
      `${ORIGIN}/api/files/catalogue/samples/marble-white-0.640w.jpg`,
      'https://cdn.example/marble-1.webp',
    ]);
  });

  it('describes the sample with absolute image addresses and an offer in ringgit when the price is shown', () => {
    expect(sampleProduct(sample, { origin: ORIGIN, showPrice: true })).toEqual({
      '@type': 'Product',
      name: 'Carrara Marble Tile',
      sku: 'SB-STN-00001',
      url: `${ORIGIN}/sample-details/a1b2`,
      brand: { '@type': 'Brand', name: 'Bianco Stone' },
      image: [`${ORIGIN}/api/files/catalogue/samples/marble-white-0.svg`, 'https://cdn.example/marble-1.webp'],
      material: 'Marble',
      color: 'White',
      category: 'Marble',
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/sample-details/a1b2`,
        price: '250.00',
        priceCurrency: 'MYR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says out of stock, and leaves the offer out where the page shows no price', () => {
    const soldOut = { ...sample, stock: 0 };
    expect(sampleProduct(soldOut, { origin: ORIGIN, showPrice: true }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(sampleProduct(soldOut, { origin: ORIGIN, showPrice: false })).not.toHaveProperty('offers');
  });
});

describe('sampleDescription', () => {
  it('is made from the facts when the brand wrote no description', () => {
    expect(sampleDescription(sample, t)).toBe(
      'Carrara Marble Tile by Bianco Stone: Marble, White colour, Hospitality. Order a physical sample on Samplebank.',
    );
  });

  it('keeps a long description under 160 characters, cut at a word', () => {
    const long = { ...sample, description: `${'Polished white marble with soft grey veins. '.repeat(8)}` };
    const text = sampleDescription(long, t);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('...')).toBe(true);
    expect(text).not.toMatch(/\s\.\.\.$/);
  });
});

describe('listingDescription', () => {
  it('says what the listing holds and how many, an estimate as "About"', () => {
    expect(listingDescription({ search: '', categoryNames: [], total: { count: 12400, isEstimate: true } }, t)).toBe(
      "About 12,400 material samples from Malaysia's leading brands. Order physical samples and gather them into project boards on Samplebank.",
    );
    expect(
      listingDescription(
        {
          search: 'oak',
          brandName: 'Arbor Timber',
          categoryNames: ['Engineered Oak'],
          total: { count: 1, isEstimate: false },
        },
        t,
      ),
    ).toBe(
      '1 Engineered Oak sample matching “oak” from Arbor Timber. Order physical samples and gather them into project boards on Samplebank.',
    );
  });
});

describe('descriptions in Bahasa Malaysia', () => {
  it('says what a sample and a listing hold in Malay, a count without an English plural', () => {
    expect(sampleDescription(sample, tMs)).toBe(
      'Carrara Marble Tile oleh Bianco Stone: Marble, warna White, Hospitaliti. Pesan sampel fizikal di Samplebank.',
    );
    expect(
      listingDescription({ search: '', categoryNames: ['Lantai'], total: { count: 1, isEstimate: false } }, tMs),
    ).toBe(
      '1 sampel Lantai daripada jenama terkemuka Malaysia. Pesan sampel fizikal dan kumpulkan dalam papan projek di Samplebank.',
    );
    expect(
      listingDescription({ search: '', categoryNames: [], total: { count: 12400, isEstimate: true } }, tMs),
    ).toMatch(/^Kira-kira 12,400 sampel bahan /);
  });
});

describe('breadcrumbs and item lists', () => {
  it('numbers the steps from 1, each with its absolute address', () => {
    expect(
      breadcrumbs(ORIGIN, [
        { name: 'Home', path: '/' },
        { name: 'Samples', path: '/samples' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Samples', item: `${ORIGIN}/samples` },
      ],
    });
  });

  it("numbers a listing page's samples from its place in the whole list", () => {
    const list = sampleItemList(ORIGIN, [summary, { ...summary, _id: 'c3d4' }], { firstPosition: 16 });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 16, url: `${ORIGIN}/sample-details/a1b2`, name: 'Carrara Marble Tile' },
      { '@type': 'ListItem', position: 17, url: `${ORIGIN}/sample-details/c3d4`, name: 'Carrara Marble Tile' },
    ]);
  });
});
