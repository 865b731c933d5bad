import type { TPageSettings } from '@samplebank/contracts/content';
import { describe, expect, it } from 'vitest';
import { pageSettingsInLocale } from './page-settings-in-locale';

const image = { url: '/api/files/hero.jpg', picture: null };
const settings = {
  hero: { title: 'Every material sample', description: 'Browse samples.', buttonText: 'Browse', images: [] },
  features: {
    sectionTitle: 'How it works',
    features: [
      { title: 'Explore', description: 'Filter samples.', link: '/samples' },
      { title: 'Request', description: 'One cart.' },
    ],
  },
  callToActionTop: {
    title: 'Join',
    description: 'Sign up.',
    primaryButtonText: 'Join',
    secondaryButtonText: 'Partner',
    backgroundImage: image,
  },
  translations: {
    ms: {
      hero: { title: 'Setiap sampel bahan', description: '', buttonText: '   ' },
      features: { features: [{ title: 'Teroka', link: '/ms/evil' }] },
      callToActionTop: { title: 'Sertai', backgroundImage: { url: '/other.jpg' } },
    },
  },
} as unknown as TPageSettings;

describe('pageSettingsInLocale', () => {
  it('shows the Malay texts on a Malay page, and the English where the Malay is empty', () => {
    const ms = pageSettingsInLocale(settings, 'ms');
    expect(ms.hero.title).toBe('Setiap sampel bahan');
    expect(ms.hero.description).toBe('Browse samples.');
    expect(ms.hero.buttonText).toBe('Browse');
    expect(ms.features.features[0]).toEqual({ title: 'Teroka', description: 'Filter samples.', link: '/samples' });
    expect(ms.features.features[1]?.title).toBe('Request');
    expect(ms.callToActionTop.title).toBe('Sertai');
    expect(ms.callToActionTop.backgroundImage.url).toBe('/api/files/hero.jpg');
  });

  it('leaves the English page, and a document without translations, as they are', () => {
    expect(pageSettingsInLocale(settings, 'en')).toBe(settings);
    const { translations: _, ...english } = settings as unknown as Record<string, unknown>;
    expect(pageSettingsInLocale(english as unknown as TPageSettings, 'ms')).toBe(english);
  });
});
