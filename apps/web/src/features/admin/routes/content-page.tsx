import type { TPageSettings } from '@samplebank/contracts/content';
import type { Locale } from '@samplebank/contracts/locales';
import { pageSettingsIn } from '@samplebank/contracts/page-settings-in';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
import { useLocale, useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import {
  CallToActionFields,
  CarouselFields,
  FeatureFields,
  HeroFields,
  TestimonialFields,
} from '../components/home-page-fields';
import { HomePreview } from '../components/home-preview';
import { PageHeader } from '../components/page-header';
import { usePageSettings, useSavePageSettings } from '../content-api';

// message keys: a section's name is shown in the page's language
const SECTIONS = {
  hero: 'content.section.hero',
  features: 'content.section.features',
  callsToAction: 'content.section.callsToAction',
  testimonials: 'content.section.testimonials',
  carousel: 'content.section.carousel',
} as const;
type Section = keyof typeof SECTIONS;
const BANNERS = [
  ['callToActionTop', 'content.banner.top'],
  ['callToActionTopLeft', 'content.banner.second'],
  ['callToActionBottom', 'content.banner.bottom'],
] as const;
const PREVIEW_LANGUAGES = { en: 'content.preview.english', ms: 'content.preview.malay' } as const;

/** /admin/content: the home page's settings, edited beside a live preview, saved as one document. */
export function ContentPage() {
  const t = useT('adminCatalogue');
  const pageSettings = usePageSettings();
  return (
    <div>
      {pageSettings.isError && <ErrorMessage>{t('content.loadFailed')}</ErrorMessage>}
      {pageSettings.isPending && (
        <>
          <PageHeader title={t('content.title.page')} />
          <Skeleton className="h-[36rem] w-full rounded-2xl" />
        </>
      )}
      {pageSettings.data && <ContentEditor initial={pageSettings.data} />}
    </div>
  );
}

function ContentEditor({ initial }: { initial: TPageSettings }) {
  const t = useT('adminCatalogue');
  const save = useSavePageSettings();
  const [settings, setSettings] = useState(initial);
  const [section, setSection] = useState<Section>('hero');
  // the page as readers of staff's own language see it, to begin with
  const [previewLocale, setPreviewLocale] = useState<Locale>(useLocale());
  const isDirty = JSON.stringify(settings) !== JSON.stringify(initial);
  const edit = (change: (draft: TPageSettings) => TPageSettings) => setSettings((current) => change(current));

  return (
    <div>
      <PageHeader
        title={t('content.title.page')}
        description={t('content.description.page')}
        actions={
          <>
            <Button variant="secondary" size="sm" disabled={!isDirty} onClick={() => setSettings(initial)}>
              {t('content.discard')}
            </Button>
            <Button
              variant="dark"
              size="sm"
              disabled={!isDirty || save.isPending}
              onClick={() =>
                save.mutate(settings, {
                  onSuccess: () => toast.success(t('content.saved')),
                  onError: (error) => toast.error(error instanceof ApiError ? error.message : t('content.saveFailed')),
                })
              }
            >
              {save.isPending ? t('common.saving') : t('content.save')}
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <p className="border-b border-line px-5 py-3 text-sm text-muted">{t('content.languagesNote')}</p>
          <Tabs
            label={t('content.sections')}
            tabs={(Object.keys(SECTIONS) as Section[]).map((name) => ({ value: name, label: t(SECTIONS[name]) }))}
            value={section}
            onChange={setSection}
            listClassName="px-3"
            panelClassName="space-y-5 p-5"
          >
            {section === 'hero' && <HeroFields settings={settings} edit={edit} />}
            {section === 'features' && <FeatureFields settings={settings} edit={edit} />}
            {section === 'callsToAction' &&
              BANNERS.map(([name, label]) => (
                <CallToActionFields key={name} name={name} label={t(label)} settings={settings} edit={edit} />
              ))}
            {section === 'testimonials' && <TestimonialFields settings={settings} edit={edit} />}
            {section === 'carousel' && <CarouselFields settings={settings} edit={edit} />}
          </Tabs>
        </div>
        <div className="space-y-2 xl:sticky xl:top-24">
          {/* the preview in either language: the Malay one shows the English text wherever a Malay one is empty */}
          <fieldset className="flex flex-wrap items-center gap-2 text-sm">
            <legend className="sr-only">{t('content.preview.language')}</legend>
            {(Object.keys(PREVIEW_LANGUAGES) as Locale[]).map((locale) => (
              <label
                key={locale}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line-strong px-3 py-1 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white"
              >
                <input
                  type="radio"
                  name="preview-language"
                  className="sr-only"
                  checked={previewLocale === locale}
                  onChange={() => setPreviewLocale(locale)}
                />
                {t(PREVIEW_LANGUAGES[locale])}
              </label>
            ))}
          </fieldset>
          <HomePreview settings={pageSettingsIn(settings, previewLocale)} locale={previewLocale} />
        </div>
      </div>
    </div>
  );
}
