import { pageSettingsIn } from '@samplebank/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePageSettings, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { requester } from './admin.test-support.js';

let t: TestContext;
let api: ReturnType<typeof requester>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  api = requester(t);
  admin = await signedInUser(t.db, t.tokens, { role: 'ADMIN' });
});
afterAll(() => t.close());

const english = homePageSettings();
const malay = {
  hero: { title: 'Sampel, tersusun', description: '', buttonText: 'Layari' },
  features: { features: [{ title: 'Pantas' }] },
  callToActionBottom: { primaryButtonText: 'Mula' },
};

describe('the home page in Bahasa Malaysia (issue 16)', () => {
  it('saves the Malay texts beside the English ones and answers them with the page', async () => {
    const saved = await api.put('/admin/page-settings', { ...english, translations: { ms: malay } }, admin.headers);
    expect(saved.statusCode).toBe(200);
    const read = (await api.get('/page-settings')).json();
    for (const answer of [saved.json(), read]) {
      expect(answer.hero.title).toBe('Samples, sorted');
      expect(answer.translations.ms).toEqual(malay);
    }
    // a blank or missing Malay text shows the English one; images stay shared
    const inMalay = pageSettingsIn(read, 'ms');
    expect(inMalay.hero).toMatchObject({
      title: 'Sampel, tersusun',
      description: 'Order samples',
      buttonText: 'Layari',
    });
    expect(inMalay.hero.images).toEqual(read.hero.images);
    expect(inMalay.features.features[0]).toEqual({ title: 'Pantas', description: 'Quick' });
    expect(inMalay.callToActionBottom).toMatchObject({ primaryButtonText: 'Mula', secondaryButtonText: 'More' });
    expect(pageSettingsIn(read, 'en').hero.title).toBe('Samples, sorted');
  });

  it('keeps a page saved without translations as it was', async () => {
    const saved = await api.put('/admin/page-settings', english, admin.headers);
    expect(saved.statusCode).toBe(200);
    const read = (await api.get('/page-settings')).json();
    expect(read.translations).toBeUndefined();
    expect(pageSettingsIn(read, 'ms').hero.title).toBe('Samples, sorted');
  });

  it('checks the Malay texts like the English ones', async () => {
    const save = (ms: unknown) => api.put('/admin/page-settings', { ...english, translations: { ms } }, admin.headers);
    expect((await save({ hero: { title: 'x'.repeat(201) } })).statusCode).toBe(400);
    expect((await save({ hero: { buttonText: 'Satu\u0007dua' } })).statusCode).toBe(400);
    // images are shared: a translation cannot carry one
    expect((await save({ hero: { images: [{ url: '/x.jpg', column: 0 }] } })).statusCode).toBe(400);
    expect((await save({ footer: { title: 'Kaki' } })).statusCode).toBe(400);
    const otherLanguage = await api.put(
      '/admin/page-settings',
      { ...english, translations: { fr: { hero: { title: 'Bonjour' } } } },
      admin.headers,
    );
    expect(otherLanguage.statusCode).toBe(400);
  });
});
