import {
  DEFAULT_SETTINGS,
  type TPageSettings,
  type TPageTexts,
  ZPageSettingsSchema,
} from '@samplebank/contracts/content';
import { TESTIMONIALS, TESTIMONIALS_MS } from '@samplebank/demo-data/testimonials';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageSettings, samples, settings } from '../../db/schema/index.js';

/** The demo home page's texts in Bahasa Malaysia, field by field as the English ones below. */
const PAGE_TEXTS_MS: TPageTexts = {
  hero: {
    title: 'Setiap sampel bahan, dalam satu kotak',
    description:
      'Lihat sampel lantai, batu, kaca, fabrik, kulit dan fasad daripada rakan jenama Malaysia, dan terima di studio anda.',
    buttonText: 'Lihat sampel',
  },
  features: {
    sectionTitle: 'Cara ia berfungsi',
    features: [
      {
        title: 'Teroka dan temui',
        description:
          'Tapis ratusan sampel mengikut kategori, warna, kegunaan dan gaya, daripada jenama yang anda percayai.',
      },
      {
        title: 'Minta dengan mudah',
        description:
          'Tambah sampel ke troli dan pilih tarikh penghantaran; kami gabungkan semua jenama dalam satu bungkusan.',
      },
      {
        title: 'Cipta dan laksanakan',
        description: 'Susun sampel dalam papan projek, kongsikan dengan pasukan dan klien anda, dan pesan semula.',
      },
    ],
  },
  callToActionTop: {
    title: 'Sertai komuniti Samplebank',
    description: 'Arkitek, pereka, kontraktor dan pelajar menerima sampel dalam masa seminggu.',
    primaryButtonText: 'Sertai secara percuma',
    secondaryButtonText: 'Jadi rakan jenama',
  },
  callToActionTopLeft: {
    title: 'Palet bahan, tanpa susah payah',
    description:
      'Tidak perlu lagi mengejar pembekal untuk sampel. Bina palet anda dalam talian dan terima dalam satu kotak.',
    primaryButtonText: 'Lihat sampel',
    secondaryButtonText: 'Cara ia berfungsi',
  },
  callToActionBottom: {
    title: 'Bawa jenama anda kepada penentu spesifikasi Malaysia',
    description: 'Senaraikan bahan anda di tempat arkitek dan pereka memilih apa yang dibina.',
    primaryButtonText: 'Mulakan',
    secondaryButtonText: 'Hubungi kami',
  },
  materialCategories: {
    title: 'Bahan daripada jenama dipercayai',
    description: 'Lantai, batu, kaca, kulit, filem, siling, fasad dan sistem dinding daripada rakan jenama kami.',
  },
  testimonials: {
    title: 'Dipercayai oleh profesional reka bentuk',
    description: 'Apa kata arkitek, pereka dan pembina di seluruh Malaysia tentang Samplebank.',
    items: TESTIMONIALS_MS,
  },
};

/** Writes the home page settings and the platform settings, leaving any that exist alone. */
export async function seedContent(db: Database): Promise<void> {
  const picks = await db
    .selectDistinctOn([samples.material], { name: samples.name, images: samples.images })
    .from(samples)
    .orderBy(samples.material, asc(samples.sku))
    .limit(24);
  const images = picks
    .filter((row) => row.images[0])
    .map((row) => ({ url: row.images[0]!.url, key: row.images[0]!.key ?? '', alt: row.name }));
  const at = (index: number) => images[index % Math.max(1, images.length)];
  const background = (index: number) => ({ url: at(index)?.url ?? '' });
  const data: TPageSettings = {
    translations: { ms: PAGE_TEXTS_MS },
    hero: {
      title: 'Every material sample, one box',
      description:
        'Browse flooring, stone, glass, fabric, leather and facade samples from Malaysia’s brand partners, and get them delivered to your studio.',
      buttonText: 'Browse samples',
      images: images.slice(0, 7).map((image, index) => ({
        url: image.url,
        alt: image.alt,
        column: [0, 0, 1, 1, 2, 2, 3][index] ?? 3,
      })),
    },
    features: {
      sectionTitle: 'How it works',
      features: [
        {
          title: 'Browse and discover',
          description: 'Filter hundreds of samples by category, colour, usage and style, from brands you trust.',
          link: '/samples',
        },
        {
          title: 'Request with ease',
          description: 'Add samples to your cart and pick a delivery date; we consolidate every brand into one parcel.',
          link: '/how-to-sample',
        },
        {
          title: 'Create and execute',
          description: 'Organise samples into project boards, share them with your team and client, and order again.',
          link: '/boards',
        },
      ],
    },
    callToActionTop: {
      title: 'Join the Samplebank community',
      description: 'Architects, designers, contractors and students get samples delivered within a week.',
      primaryButtonText: 'Join for free',
      secondaryButtonText: 'Become a brand partner',
      backgroundImage: background(7),
    },
    callToActionTopLeft: {
      title: 'Material palettes, without the legwork',
      description: 'Stop chasing suppliers for swatches. Build your palette online and receive it in one box.',
      primaryButtonText: 'Browse samples',
      secondaryButtonText: 'How it works',
      backgroundImage: background(8),
    },
    callToActionBottom: {
      title: 'Bring your brand to Malaysia’s specifiers',
      description: 'List your materials where architects and designers choose what gets built.',
      primaryButtonText: 'Get started',
      secondaryButtonText: 'Contact us',
      backgroundImage: background(9),
    },
    materialCategories: {
      title: 'Materials from trusted brands',
      description:
        'Flooring, stone, glass, leather, films, ceilings, facades and wall systems from our brand partners.',
    },
    carousel: {
      images: images.slice(10, 15).map((image) => ({
        key: image.key,
        originalFilename: image.key.split('/').pop() ?? 'sample.svg',
        url: image.url,
      })),
    },
    testimonials: {
      title: 'Trusted by design professionals',
      description: 'What architects, designers and builders across Malaysia say about Samplebank.',
      items: TESTIMONIALS.map((item, index) => ({ _id: `testimonial-${index + 1}`, ...item })),
    },
  };
  await db
    .insert(pageSettings)
    .values({ id: 'home', data: ZPageSettingsSchema.parse(data) })
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { key: 'platformFee', value: DEFAULT_SETTINGS.platformFee },
      { key: 'deliverySettings', value: DEFAULT_SETTINGS.deliverySettings },
    ])
    .onConflictDoNothing();
}
