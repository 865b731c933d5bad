// What the demo home page's visitors read others say; the people are invented.
export const TESTIMONIALS = [
  {
    author: 'Nurul Aina Hassan',
    role: 'Principal Architect, Studio Tropika, Kuala Lumpur',
    content:
      'We used to wait two weeks for samples from five suppliers. Now the whole board arrives in one box and the client sees the real finishes at our first meeting.',
  },
  {
    author: 'Daniel Lim Wei Jie',
    role: 'Interior Designer, Lim & Partners, Penang',
    content:
      'Being able to compare timber, terrazzo and fabric from different brands side by side has changed how we present material palettes.',
  },
  {
    author: 'Priya Ramasamy',
    role: 'Project Manager, Kinta Build Sdn Bhd, Ipoh',
    content:
      'Our site team checks the physical sample against the delivered batch. Ordering the exact SKU again is one click.',
  },
  {
    author: 'Ahmad Faiz Rahman',
    role: 'Final-year Architecture Student, Johor Bahru',
    content: 'The project boards helped me organise my thesis materials and share them with my tutor before the crit.',
  },
];

/** Their roles and words in Bahasa Malaysia, in the same order (the names stay as they are). */
export const TESTIMONIALS_MS = [
  {
    role: 'Arkitek Prinsipal, Studio Tropika, Kuala Lumpur',
    content:
      'Dahulu kami menunggu dua minggu untuk sampel daripada lima pembekal. Kini seluruh papan tiba dalam satu kotak dan klien melihat kemasan sebenar pada mesyuarat pertama kami.',
  },
  {
    role: 'Pereka Dalaman, Lim & Partners, Pulau Pinang',
    content:
      'Dapat membandingkan kayu, terazo dan fabrik daripada jenama berbeza secara bersebelahan telah mengubah cara kami membentangkan palet bahan.',
  },
  {
    role: 'Pengurus Projek, Kinta Build Sdn Bhd, Ipoh',
    content:
      'Pasukan tapak kami menyemak sampel fizikal dengan kelompok yang dihantar. Memesan semula SKU yang sama hanya dengan satu klik.',
  },
  {
    role: 'Pelajar Tahun Akhir Seni Bina, Johor Bahru',
    content: 'Papan projek membantu saya menyusun bahan tesis dan berkongsi dengan pensyarah sebelum sesi kritikan.',
  },
];
