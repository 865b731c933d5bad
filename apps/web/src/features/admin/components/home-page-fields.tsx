// i18n: not yet translated (issue 16)
import type { TPageSettings } from '@samplebank/contracts/content';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, TextArea, TextInput } from '../../../components/ui/form-field';
import { ImageUploadField } from './image-upload-field';
import { SampleImagesEditor } from './sample-images-editor';

// The home page's sections as the content page edits them: each changes its part of the one settings document.

export type CallToActionName = 'callToActionTop' | 'callToActionTopLeft' | 'callToActionBottom';

export type FieldsProps = { settings: TPageSettings; edit: (change: (draft: TPageSettings) => TPageSettings) => void };

function Text({
  label,
  value,
  onChange,
  multiline,
  max,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  max: number;
}) {
  return (
    <FormField label={label} required>
      {(control) =>
        multiline ? (
          <TextArea
            {...control}
            rows={3}
            maxLength={max}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <TextInput {...control} maxLength={max} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
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
  const hero = settings.hero;
  const set = (change: Partial<TPageSettings['hero']>) =>
    edit((draft) => ({ ...draft, hero: { ...draft.hero, ...change } }));
  return (
    <>
      <Text label="Hero title" max={200} value={hero.title} onChange={(title) => set({ title })} />
      <Text
        label="Hero description"
        max={1000}
        multiline
        value={hero.description}
        onChange={(description) => set({ description })}
      />
      <Text label="Button text" max={60} value={hero.buttonText} onChange={(buttonText) => set({ buttonText })} />
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">Collage images</p>
        <SampleImagesEditor
          hasMainImage={false}
          note="Up to 7 images, laid out in columns in this order."
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
  const features = settings.features;
  const setItem = (index: number, change: Partial<TPageSettings['features']['features'][number]>) =>
    edit((draft) => ({
      ...draft,
      features: {
        ...draft.features,
        features: draft.features.features.map((item, at) => (at === index ? { ...item, ...change } : item)),
      },
    }));
  return (
    <>
      <Text
        label="Section title"
        max={200}
        value={features.sectionTitle}
        onChange={(sectionTitle) => edit((draft) => ({ ...draft, features: { ...draft.features, sectionTitle } }))}
      />
      {features.features.map((feature, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the three feature slots are fixed positions
        <Group key={index} title={`Feature ${index + 1}`}>
          <Text label="Title" max={120} value={feature.title} onChange={(title) => setItem(index, { title })} />
          <Text
            label="Description"
            max={600}
            multiline
            value={feature.description}
            onChange={(description) => setItem(index, { description })}
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
  const cta = settings[name];
  const set = (change: Partial<TPageSettings[CallToActionName]>) =>
    edit((draft) => ({ ...draft, [name]: { ...draft[name], ...change } }));
  return (
    <Group title={label}>
      <Text label="Title" max={200} value={cta.title} onChange={(title) => set({ title })} />
      <Text
        label="Description"
        max={1000}
        multiline
        value={cta.description}
        onChange={(description) => set({ description })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Text
          label="Main button"
          max={60}
          value={cta.primaryButtonText}
          onChange={(primaryButtonText) => set({ primaryButtonText })}
        />
        <Text
          label="Second button"
          max={60}
          value={cta.secondaryButtonText}
          onChange={(secondaryButtonText) => set({ secondaryButtonText })}
        />
      </div>
      <ImageUploadField
        label="Background"
        aspect="wide"
        previewUrl={cta.backgroundImage.url || null}
        onUploaded={(image) => set({ backgroundImage: { url: image.url } })}
        onRemove={() => set({ backgroundImage: { url: '' } })}
      />
    </Group>
  );
}

export function TestimonialFields({ settings, edit }: FieldsProps) {
  const testimonials = settings.testimonials;
  type Item = TPageSettings['testimonials']['items'][number];
  const setItems = (change: (items: Item[]) => Item[]) =>
    edit((draft) => ({ ...draft, testimonials: { ...draft.testimonials, items: change(draft.testimonials.items) } }));
  const setItem = (id: string, change: Partial<Item>) =>
    setItems((items) => items.map((item) => (item._id === id ? { ...item, ...change } : item)));
  return (
    <>
      <Text
        label="Section title"
        max={200}
        value={testimonials.title}
        onChange={(title) => edit((draft) => ({ ...draft, testimonials: { ...draft.testimonials, title } }))}
      />
      <Text
        label="Section description"
        max={1000}
        multiline
        value={testimonials.description}
        onChange={(description) =>
          edit((draft) => ({ ...draft, testimonials: { ...draft.testimonials, description } }))
        }
      />
      {testimonials.items.map((item, index) => (
        <Group
          key={item._id}
          title={`Testimonial ${index + 1}`}
          action={
            <button
              type="button"
              aria-label={`Remove testimonial ${index + 1}`}
              onClick={() => setItems((items) => items.filter((other) => other._id !== item._id))}
              className="flex size-8 items-center justify-center rounded-lg text-muted hover:bg-danger-soft hover:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          }
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Text label="Author" max={120} value={item.author} onChange={(author) => setItem(item._id, { author })} />
            <Text label="Role" max={120} value={item.role} onChange={(role) => setItem(item._id, { role })} />
          </div>
          <Text
            label="Quote"
            max={1200}
            multiline
            value={item.content}
            onChange={(content) => setItem(item._id, { content })}
          />
          <div className="flex flex-wrap gap-6">
            <ImageUploadField
              label="Avatar"
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
          Add testimonial
        </Button>
      )}
    </>
  );
}

export function CarouselFields({ settings, edit }: FieldsProps) {
  return (
    <SampleImagesEditor
      hasMainImage={false}
      note="The images that scroll across the home page, in this order."
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
                'image',
            })),
          },
        }))
      }
    />
  );
}
