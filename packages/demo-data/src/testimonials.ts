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
