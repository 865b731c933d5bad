// @vitest-environment jsdom
import { pageSettingsIn, type TPageSettings } from '@samplebank/contracts/content';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMessages } from '../../../test/i18n';
import { HeroFields, TestimonialFields } from './home-page-fields';
import { HomePreview } from './home-preview';

const callToAction = {
  title: 'T',
  description: 'D',
  primaryButtonText: 'Go',
  secondaryButtonText: 'More',
  backgroundImage: { url: '' },
};
const english: TPageSettings = {
  hero: { title: 'Samples, sorted', description: 'Order samples', buttonText: 'Browse', images: [] },
  features: { sectionTitle: 'Why', features: [] },
  callToActionTop: callToAction,
  callToActionTopLeft: callToAction,
  callToActionBottom: callToAction,
  materialCategories: { title: 'Materials', description: 'All of them' },
  carousel: { images: [] },
  testimonials: {
    title: 'Said',
    description: 'About us',
    items: [
      { _id: 'a', author: 'Aisyah', role: 'Architect', content: 'Quick' },
      { _id: 'b', author: 'Ben', role: 'Designer', content: 'Tidy' },
    ],
  },
};

let latest: TPageSettings = english;
function Harness({ initial, Fields }: { initial: TPageSettings; Fields: typeof HeroFields }) {
  const [settings, setSettings] = useState(initial);
  latest = settings;
  return (
    <>
      <Fields settings={settings} edit={(change) => setSettings((current) => change(current))} />
      <HomePreview settings={pageSettingsIn(settings, 'ms')} locale="ms" />
    </>
  );
}

afterEach(cleanup);

describe('the home page fields', () => {
  it('edits the hero in English and Bahasa Malaysia side by side; an empty Malay text shows the English one', () => {
    renderWithMessages(<Harness initial={english} Fields={HeroFields} />);
    const [malayTitle] = screen.getAllByLabelText('Bahasa Malaysia (optional)');
    expect(malayTitle?.getAttribute('placeholder')).toBe('Samples, sorted');
    fireEvent.change(malayTitle!, { target: { value: 'Sampel, tersusun' } });
    fireEvent.change(screen.getByLabelText(/^Hero title/), { target: { value: 'Samples, at hand' } });
    expect(latest.hero.title).toBe('Samples, at hand');
    expect(latest.translations?.ms?.hero).toEqual({ title: 'Sampel, tersusun' });
    const preview = screen.getByRole('region', { name: 'Live preview' });
    expect(preview.textContent).toContain('Sampel, tersusun');
    // no Malay description yet: the English one shows
    expect(preview.textContent).toContain('Order samples');
  });

  it('removes the Malay texts of a removed testimonial with it', () => {
    const withMalay = {
      ...english,
      translations: { ms: { testimonials: { items: [{ role: 'Arkitek' }, { role: 'Pereka' }] } } },
    };
    renderWithMessages(<Harness initial={withMalay} Fields={TestimonialFields} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove testimonial 1' }));
    expect(latest.testimonials.items.map((item) => item.author)).toEqual(['Ben']);
    expect(latest.translations?.ms?.testimonials?.items).toEqual([{ role: 'Pereka' }]);
  });

  it('speaks Bahasa Malaysia on a /ms page', () => {
    renderWithMessages(<Harness initial={english} Fields={TestimonialFields} />, { locale: 'ms' });
    expect(screen.getByText('Testimoni 2')).toBeTruthy();
    expect(screen.getAllByLabelText('Bahasa Malaysia (pilihan)').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Tambah testimoni' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Pratonton langsung' })).toBeTruthy();
  });
});
