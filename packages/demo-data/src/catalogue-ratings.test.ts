import { describe, expect, it } from 'vitest';
import { certificateNumberOf, isLocalBrand, RATING_PROFILES, ratingsOf } from './catalogue-ratings.js';
import { mulberry32 } from './textures.js';

const TODAY = Date.UTC(2026, 10, 27);
const subject = (overrides: Partial<Parameters<typeof ratingsOf>[1]> = {}) => ({
  profile: RATING_PROFILES['SPC Click']!,
  brandName: 'Harbourline Vinyl',
  specifications: {},
  usage: 'Residential',
  today: TODAY,
  ...overrides,
});
const many = (count: number, overrides: Partial<Parameters<typeof ratingsOf>[1]> = {}) => {
  const rng = mulberry32(7);
  return Array.from({ length: count }, () => ratingsOf(rng, subject(overrides)));
};

describe('ratingsOf', () => {
  it('is the same for the same random numbers', () => {
    expect(ratingsOf(mulberry32(3), subject())).toEqual(ratingsOf(mulberry32(3), subject()));
  });

  it('keeps what the specifications already say of fire, VOC and recycled content', () => {
    const rng = mulberry32(1);
    const stated = ratingsOf(rng, {
      ...subject({ profile: RATING_PROFILES['Vinyl Wallcovering']! }),
      specifications: { fireRating: 'EN 13501-1 B-s1,d0', voc: 'Zero VOC' },
    });
    expect(stated).toMatchObject({ fireEuroclass: 'B-s1,d0', vocLevel: 'a-plus' });
    const felt = ratingsOf(rng, {
      ...subject({ profile: RATING_PROFILES['PET Felt Baffle']! }),
      specifications: { fireRating: 'Class 1', composition: '60% recycled PET, 40% PET' },
    });
    expect(felt).toMatchObject({ fireBs476: 'class-1', recycledPercent: 60 });
    const brick = ratingsOf(
      rng,
      subject({ profile: RATING_PROFILES['Clay Face Brick']!, specifications: { fireRating: 'A1 Non-combustible' } }),
    );
    expect(brick.fireEuroclass).toBe('A1');
  });

  it('rates a floor for where it is laid: outdoors R12-R13, hospitals and hotels R10-R11, homes R9-R10', () => {
    for (const ratings of many(50, { usage: 'Outdoor' })) expect(['R12', 'R13']).toContain(ratings.slipRating);
    for (const ratings of many(50, { usage: 'Healthcare' })) expect(['R10', 'R11']).toContain(ratings.slipRating);
    for (const ratings of many(50)) expect(['R9', 'R10']).toContain(ratings.slipRating);
    for (const ratings of many(50, { profile: RATING_PROFILES['Vinyl Wallcovering']! }))
      expect(ratings.slipRating).toBeNull();
  });

  it('gives local schemes only to local products and a Euroclass of its own only to EU-made ones', () => {
    const imported = many(200, { specifications: { origin: 'India' }, profile: RATING_PROFILES.Marble! });
    for (const ratings of imported) {
      expect(ratings.madeInMalaysia).toBe(false);
      expect(ratings.fireEuroclass).toBeNull();
      expect(ratings.certifications.map((c) => c.scheme)).not.toContain('gbi');
    }
    const italian = many(20, { specifications: { origin: 'Italy' }, profile: RATING_PROFILES.Marble! });
    for (const ratings of italian) expect(ratings.fireEuroclass).toBe('A1fl');
    const local = many(300, { brandName: 'Rimba Timber Co', profile: RATING_PROFILES['Engineered Oak']! });
    expect(local.every((ratings) => ratings.madeInMalaysia)).toBe(true);
    const schemes = new Set(local.flatMap((ratings) => ratings.certifications.map((c) => c.scheme)));
    expect([...schemes].sort()).toEqual(['epd', 'fsc', 'gbi', 'myhijau', 'sirim-qas']);
  });

  it('prices about 70% of samples, and spreads certificates from lapsed to five years ahead', () => {
    const all = many(1000);
    const priced = all.filter((ratings) => ratings.unitPrice !== null);
    expect(priced.length / all.length).toBeGreaterThan(0.65);
    expect(priced.length / all.length).toBeLessThan(0.75);
    for (const ratings of priced) expect(ratings.priceUnit).toBe('m2');
    const expiries = all.flatMap((ratings) => ratings.certifications.map((c) => Date.parse(c.expiresOn)));
    const lapsed = expiries.filter((expiry) => expiry < TODAY);
    expect(lapsed.length).toBeGreaterThan(0);
    expect(lapsed.length / expiries.length).toBeLessThan(0.2);
    expect(Math.max(...expiries)).toBeLessThanOrEqual(TODAY + 5 * 365 * 86_400_000);
    for (const ratings of all) {
      expect(ratings.leadTimeDays).toBeGreaterThanOrEqual(7);
      expect(ratings.leadTimeDays).toBeLessThanOrEqual(84);
    }
  });
});

describe('certificateNumberOf and isLocalBrand', () => {
  it('writes numbers in each scheme’s form', () => {
    const rng = mulberry32(11);
    expect(certificateNumberOf(rng, 'fsc', 'X')).toMatch(/^FSC-C\d{6}$/);
    expect(certificateNumberOf(rng, 'epd', 'X')).toMatch(/^S-P-\d{5}$/);
    expect(certificateNumberOf(rng, 'declare', 'Cove Acoustics')).toMatch(/^COV-\d{4}$/);
  });

  it('knows the hand-written local brands and decides made-up ones by name, the same every time', () => {
    expect(isLocalBrand('Tanjung Brickworks')).toBe(true);
    expect(isLocalBrand('Saujana Stone & Marble')).toBe(false);
    expect(isLocalBrand('Bayu Surfaces')).toBe(isLocalBrand('Bayu Surfaces'));
  });
});
