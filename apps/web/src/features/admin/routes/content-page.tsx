// i18n: not yet translated (issue 16)
import type { TPageSettings } from '@samplebank/contracts/content';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api-client';
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

const SECTIONS = ['Hero', 'Features', 'Calls to action', 'Testimonials', 'Carousel'] as const;
type Section = (typeof SECTIONS)[number];

/** /admin/content: the home page's settings, edited beside a live preview, saved as one document. */
export function ContentPage() {
  const pageSettings = usePageSettings();
  return (
    <div>
      {pageSettings.isError && <ErrorMessage>The home page settings could not be loaded.</ErrorMessage>}
      {pageSettings.isPending && (
        <>
          <PageHeader title="Home page" />
          <Skeleton className="h-[36rem] w-full rounded-2xl" />
        </>
      )}
      {pageSettings.data && <ContentEditor initial={pageSettings.data} />}
    </div>
  );
}

function ContentEditor({ initial }: { initial: TPageSettings }) {
  const save = useSavePageSettings();
  const [settings, setSettings] = useState(initial);
  const [section, setSection] = useState<Section>('Hero');
  const isDirty = JSON.stringify(settings) !== JSON.stringify(initial);
  const edit = (change: (draft: TPageSettings) => TPageSettings) => setSettings((current) => change(current));

  return (
    <div>
      <PageHeader
        title="Home page"
        description="Changes show in the preview as you type; shoppers see them once you save."
        actions={
          <>
            <Button variant="secondary" size="sm" disabled={!isDirty} onClick={() => setSettings(initial)}>
              Discard changes
            </Button>
            <Button
              variant="dark"
              size="sm"
              disabled={!isDirty || save.isPending}
              onClick={() =>
                save.mutate(settings, {
                  onSuccess: () => toast.success('Home page saved'),
                  onError: (error) =>
                    toast.error(error instanceof ApiError ? error.message : 'The home page could not be saved'),
                })
              }
            >
              {save.isPending ? 'Saving...' : 'Save home page'}
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_28rem]">
        <div className="rounded-2xl border border-line bg-white shadow-card">
          <Tabs
            label="Home page sections"
            tabs={SECTIONS.map((name) => ({ value: name, label: name }))}
            value={section}
            onChange={setSection}
            listClassName="px-3"
            panelClassName="space-y-5 p-5"
          >
            {section === 'Hero' && <HeroFields settings={settings} edit={edit} />}
            {section === 'Features' && <FeatureFields settings={settings} edit={edit} />}
            {section === 'Calls to action' &&
              (
                [
                  ['callToActionTop', 'Top banner'],
                  ['callToActionTopLeft', 'Second banner'],
                  ['callToActionBottom', 'Bottom banner'],
                ] as const
              ).map(([name, label]) => (
                <CallToActionFields key={name} name={name} label={label} settings={settings} edit={edit} />
              ))}
            {section === 'Testimonials' && <TestimonialFields settings={settings} edit={edit} />}
            {section === 'Carousel' && <CarouselFields settings={settings} edit={edit} />}
          </Tabs>
        </div>
        <div className="xl:sticky xl:top-24">
          <HomePreview settings={settings} />
        </div>
      </div>
    </div>
  );
}
