import type { TPageSettings, TPageTexts } from '@samplebank/contracts/content';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { SampleImagesEditor } from '../../../components/sample-editor/sample-images-editor';
import { Button } from '../../../components/ui/button';
import { FormField, TextArea, TextInput } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { ImageUploadField } from './image-upload-field';

// The home page's sections as the content page edits them: each changes its part of the one settings document, its
// texts in English and in Bahasa Malaysia (`translations.ms`, where a blank text shows the English one) side by side.

export type CallToActionName = 'callToActionTop' | 'callToActionTopLeft' | 'callToActionBottom';

export type FieldsProps = { settings: TPageSettings; edit: (change: (draft: TPageSettings) => TPageSettings) => void };

/** The Malay texts of the document being edited (none yet: an empty set). */
const malayOf = (settings: TPageSettings): TPageTexts => settings.translations?.ms ?? {};

/** The document with its Malay texts changed. */
function withMalay(draft: TPageSettings, change: (texts: TPageTexts) => TPageTexts): TPageSettings {
  return { ...draft, translations: { ...draft.translations, ms: change(malayOf(draft)) } };
}

/** A list's Malay texts with the item at `index` changed; lists are matched to the English ones by position. */
function changeAt<T extends object>(items: T[] | undefined, index: number, change: Partial<T>): T[] {
  const next = [...(items ?? [])];
  while (next.length <= index) next.push({} as T);
  next[index] = { ...next[index], ...change } as T;
  return next;
}

type TextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the Malay text beside it; left out, the field has no Malay column (a name, which stays as written) */
  malay?: { value: string | undefined; onChange: (value: string) => void };
  multiline?: boolean;
  max: number;
};

function Text({ label, value, onChange, malay, multiline, max }: TextProps) {
  const t = useT('adminCatalogue');
  const control = (
    props: { id: string; value: string; lang: string; placeholder?: string },
    change: (value: string) => void,
  ) =>
    // what staff wrote, in the language the field says: the page's own words, left alone by a translator
    multiline ? (
      <TextArea {...props} translate="no" rows={3} maxLength={max} onChange={(event) => change(event.target.value)} />
    ) : (
      <TextInput {...props} translate="no" maxLength={max} onChange={(event) => change(event.target.value)} />
    );
  const english = (
    <FormField label={label} required>
      {(wiring) => control({ ...wiring, value, lang: 'en' }, onChange)}
    </FormField>
  );
  if (!malay) return english;
  return (
    // two columns on a wide screen, the Malay field under the English one on a phone
    <div className="grid gap-3 md:grid-cols-2">
      {english}
      <FormField label={t('content.malay')} isOptional>
        {/* the English text shows through as the placeholder: it is what /ms pages show while this is empty */}
        {(wiring) => control({ ...wiring, value: malay.value ?? '', lang: 'ms', placeholder: value }, malay.onChange)}
      </FormField>
    </div>
  );
}

function Group({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="flex w-full items-center justify-between px-1 text-sm font-semibold text-ink">
        {title}
        {action}
      </legend>
      {children}
    </fieldset>
  );
}

export function HeroFields({ settings, edit }: FieldsProps) {
  const t = useT('adminCatalogue');
  const hero = settings.hero;
  const heroMs = malayOf(settings).hero ?? {};
  const set = (change: Partial<TPageSettings['hero']>) =>
    edit((draft) => ({ ...draft, hero: { ...draft.hero, ...change } }));
  const setMs = (change: NonNullable<TPageTexts['hero']>) =>
    edit((draft) => withMalay(draft, (texts) => ({ ...texts, hero: { ...texts.hero, ...change } })));
  return (
    <>
      <Text
        label={t('content.heroTitle')}
        max={200}
        value={hero.title}
        onChange={(title) => set({ title })}
        malay={{ value: heroMs.title, onChange: (title) => setMs({ title }) }}
      />
      <Text
        label={t('content.heroDescription')}
        max={1000}
        multiline
        value={hero.description}
        onChange={(description) => set({ description })}
        malay={{ value: heroMs.description, onChange: (description) => setMs({ description }) }}
      />
      <Text
        label={t('content.buttonText')}
        max={60}
        value={hero.buttonText}
        onChange={(buttonText) => set({ buttonText })}
        malay={{ value: heroMs.buttonText, onChange: (buttonText) => setMs({ buttonText }) }}
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">{t('content.collageImages')}</p>
        <SampleImagesEditor
          hasMainImage={false}
          note={t('content.collageNote')}
          images={hero.images.map((image) => ({ key: image.url, url: image.url, alt: image.alt }))}
          onChange={(images) =>
            set({
              images: images.slice(0, 7).map((image, index) => ({
                url: image.url,
                alt: image.alt,
                column: hero.images.find((old) => old.url === image.url)?.column ?? Math.min(3, Math.floor(index / 2)),
              })),
            })
          }
        />
      </div>
    </>
  );
}

export function FeatureFields({ settings, edit }: FieldsProps) {
  const t = useT('adminCatalogue');
  const features = settings.features;
  const featuresMs = malayOf(settings).features ?? {};
  const setItem = (index: number, change: Partial<TPageSettings['features']['features'][number]>) =>
    edit((draft) => ({
      ...draft,
      features: {
        ...draft.features,
        features: draft.features.features.map((item, at) => (at === index ? { ...item, ...change } : item)),
      },
    }));
  const setMs = (change: (texts: NonNullable<TPageTexts['features']>) => NonNullable<TPageTexts['features']>) =>
    edit((draft) => withMalay(draft, (texts) => ({ ...texts, features: change(texts.features ?? {}) })));
  const setItemMs = (index: number, change: { title?: string; description?: string }) =>
    setMs((texts) => ({ ...texts, features: changeAt(texts.features, index, change) }));
  return (
    <>
      <Text
        label={t('content.sectionTitle')}
        max={200}
        value={features.sectionTitle}
        onChange={(sectionTitle) => edit((draft) => ({ ...draft, features: { ...draft.features, sectionTitle } }))}
        malay={{
          value: featuresMs.sectionTitle,
          onChange: (sectionTitle) => setMs((texts) => ({ ...texts, sectionTitle })),
        }}
      />
      {features.features.map((feature, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the three feature slots are fixed positions
        <Group key={index} title={t('content.feature', { number: index + 1 })}>
          <Text
            label={t('content.title')}
            max={120}
            value={feature.title}
            onChange={(title) => setItem(index, { title })}
            malay={{ value: featuresMs.features?.[index]?.title, onChange: (title) => setItemMs(index, { title }) }}
          />
          <Text
            label={t('content.description')}
            max={600}
            multiline
            value={feature.description}
            onChange={(description) => setItem(index, { description })}
            malay={{
              value: featuresMs.features?.[index]?.description,
              onChange: (description) => setItemMs(index, { description }),
            }}
          />
        </Group>
      ))}
    </>
  );
}

export function CallToActionFields({
  name,
  label,
  settings,
  edit,
}: FieldsProps & { name: CallToActionName; label: string }) {
  const t = useT('adminCatalogue');
  const cta = settings[name];
  const ctaMs = malayOf(settings)[name] ?? {};
  const set = (change: Partial<TPageSettings[CallToActionName]>) =>
    edit((draft) => ({ ...draft, [name]: { ...draft[name], ...change } }));
  const setMs = (change: NonNullable<TPageTexts[CallToActionName]>) =>
    edit((draft) => withMalay(draft, (texts) => ({ ...texts, [name]: { ...texts[name], ...change } })));
  return (
    <Group title={label}>
      <Text
        label={t('content.title')}
        max={200}
        value={cta.title}
        onChange={(title) => set({ title })}
        malay={{ value: ctaMs.title, onChange: (title) => setMs({ title }) }}
      />
      <Text
        label={t('content.description')}
        max={1000}
        multiline
        value={cta.description}
        onChange={(description) => set({ description })}
        malay={{ value: ctaMs.description, onChange: (description) => setMs({ description }) }}
      />
      <Text
        label={t('content.mainButton')}
        max={60}
        value={cta.primaryButtonText}
        onChange={(primaryButtonText) => set({ primaryButtonText })}
        malay={{ value: ctaMs.primaryButtonText, onChange: (primaryButtonText) => setMs({ primaryButtonText }) }}
      />
      <Text
        label={t('content.secondButton')}
        max={60}
        value={cta.secondaryButtonText}
        onChange={(secondaryButtonText) => set({ secondaryButtonText })}
        malay={{ value: ctaMs.secondaryButtonText, onChange: (secondaryButtonText) => setMs({ secondaryButtonText }) }}
      />
      <ImageUploadField
        label={t('content.background')}
        aspect="wide"
        previewUrl={cta.backgroundImage.url || null}
        onUploaded={(image) => set({ backgroundImage: { url: image.url } })}
        onRemove={() => set({ backgroundImage: { url: '' } })}
      />
    </Group>
  );
}

export function TestimonialFields({ settings, edit }: FieldsProps) {
  const t = useT('adminCatalogue');
  const testimonials = settings.testimonials;
  const testimonialsMs = malayOf(settings).testimonials ?? {};
  type Item = TPageSettings['testimonials']['items'][number];
  type Texts = NonNullable<TPageTexts['testimonials']>;
  const setItems = (change: (items: Item[]) => Item[]) =>
    edit((draft) => ({ ...draft, testimonials: { ...draft.testimonials, items: change(draft.testimonials.items) } }));
  const setItem = (id: string, change: Partial<Item>) =>
    setItems((items) => items.map((item) => (item._id === id ? { ...item, ...change } : item)));
  const setMs = (change: (texts: Texts) => Texts) =>
    edit((draft) => withMalay(draft, (texts) => ({ ...texts, testimonials: change(texts.testimonials ?? {}) })));
  const setItemMs = (index: number, change: { role?: string; content?: string }) =>
    setMs((texts) => ({ ...texts, items: changeAt(texts.items, index, change) }));
  const remove = (index: number) =>
    edit((draft) => {
      // the Malay texts follow their testimonial by position, so they leave with it
      const removed = {
        ...draft,
        testimonials: { ...draft.testimonials, items: draft.testimonials.items.filter((_, at) => at !== index) },
      };
      const itemsMs = malayOf(draft).testimonials?.items;
      if (!itemsMs) return removed;
      return withMalay(removed, (texts) => ({
        ...texts,
        testimonials: { ...texts.testimonials, items: itemsMs.filter((_, at) => at !== index) },
      }));
    });
  return (
    <>
      <Text
        label={t('content.sectionTitle')}
        max={200}
        value={testimonials.title}
        onChange={(title) => edit((draft) => ({ ...draft, testimonials: { ...draft.testimonials, title } }))}
        malay={{ value: testimonialsMs.title, onChange: (title) => setMs((texts) => ({ ...texts, title })) }}
      />
      <Text
        label={t('content.sectionDescription')}
        max={1000}
        multiline
        value={testimonials.description}
        onChange={(description) =>
          edit((draft) => ({ ...draft, testimonials: { ...draft.testimonials, description } }))
        }
        malay={{
          value: testimonialsMs.description,
          onChange: (description) => setMs((texts) => ({ ...texts, description })),
        }}
      />
      {testimonials.items.map((item, index) => (
        <Group
          key={item._id}
          title={t('content.testimonial', { number: index + 1 })}
          action={
            <button
              type="button"
              aria-label={t('content.removeTestimonial', { number: index + 1 })}
              onClick={() => remove(index)}
              className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-danger-soft hover:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          }
        >
          <Text
            label={t('content.author')}
            max={120}
            value={item.author}
            onChange={(author) => setItem(item._id, { author })}
          />
          <Text
            label={t('content.role')}
            max={120}
            value={item.role}
            onChange={(role) => setItem(item._id, { role })}
            malay={{ value: testimonialsMs.items?.[index]?.role, onChange: (role) => setItemMs(index, { role }) }}
          />
          <Text
            label={t('content.quote')}
            max={1200}
            multiline
            value={item.content}
            onChange={(content) => setItem(item._id, { content })}
            malay={{
              value: testimonialsMs.items?.[index]?.content,
              onChange: (content) => setItemMs(index, { content }),
            }}
          />
          <div className="flex flex-wrap gap-6">
            <ImageUploadField
              label={t('content.avatar')}
              previewUrl={item.avatar?.url || null}
              onUploaded={(image) => setItem(item._id, { avatar: { url: image.url } })}
              onRemove={() => setItem(item._id, { avatar: undefined })}
            />
          </div>
        </Group>
      ))}
      {testimonials.items.length < 12 && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setItems((items) => [...items, { _id: crypto.randomUUID(), author: '', role: '', content: '' }])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('content.addTestimonial')}
        </Button>
      )}
    </>
  );
}

export function CarouselFields({ settings, edit }: FieldsProps) {
  const t = useT('adminCatalogue');
  return (
    <SampleImagesEditor
      hasMainImage={false}
      note={t('content.carouselNote')}
      images={settings.carousel.images.map((image) => ({ key: image.key, url: image.url }))}
      onChange={(images) =>
        edit((draft) => ({
          ...draft,
          carousel: {
            images: images.map((image) => ({
              key: image.key,
              url: image.url,
              originalFilename:
                draft.carousel.images.find((old) => old.key === image.key)?.originalFilename ??
                image.key.split('/').pop() ??
                'image', // i18n-ignore: a file name, never shown
            })),
          },
        }))
      }
    />
  );
}
