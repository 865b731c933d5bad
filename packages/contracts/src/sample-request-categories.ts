// zod-free, so the catalogue's pages can name a request's category without loading the request form's schemas

/** The categories a sample request names (marketplace spec §5). */
export const SAMPLE_REQUEST_CATEGORIES = [
  'wood',
  'metal',
  'fabric',
  'stone',
  'plastic',
  'glass',
  'ceramic',
  'composite',
  'other',
] as const;
export type TSampleRequestCategory = (typeof SAMPLE_REQUEST_CATEGORIES)[number];

// the words of a material that name its category, tried in this order: a glass before "glasswool" (a fabric-wrapped
// panel), composites before the wood or metal they hold ("Wood Plastic Composite", "Aluminium Composite"), veneers
// before the MDF under them
const MATERIAL_WORDS: [TSampleRequestCategory, RegExp][] = [
  ['glass', /\bglass\b|\bmirror/],
  ['composite', /composite|\bwpc\b|fib(?:re|er) cement|gypsum|mineral fib|microcement|\bhpl\b|solid surface/],
  ['plastic', /\bpvc\b|vinyl|plastic|acrylic|polycarbonate|polyurethane|polyester film/],
  [
    'fabric',
    /fabric|textile|carpet|felt|wool|linen|jute|sisal|seagrass|arrowroot|leather|cowhide|boucl|cotton|upholster/,
  ],
  [
    'wood',
    /wood|timber|\boak\b|teak|walnut|chengal|merbau|kempas|balau|acacia|bamboo|veneer|\bash\b|maple|plywood|parquet/,
  ],
  ['stone', /marble|granite|stone|slate|quartz|travertine|terrazzo|limestone|onyx/],
  ['ceramic', /ceramic|porcelain|terracotta|\bclay\b|mosaic|\btiles?\b/],
  ['metal', /metal|alumin|steel|brass|bronze|copper|zinc|\biron\b|titanium/],
  ['composite', /\bmdf\b|\bhdf\b|laminate|particle ?board/],
];

/**
 * The request category that fits a sample, read from the words given in order (its material, then its catalogue
 * category, then its name): the first of them that names one decides; none does, "other".
 */
export function requestCategoryFor(words: ReadonlyArray<string | null | undefined>): TSampleRequestCategory {
  for (const text of words) {
    if (!text) continue;
    const lower = text.toLowerCase();
    const found = MATERIAL_WORDS.find(([, pattern]) => pattern.test(lower));
    if (found) return found[0];
  }
  return 'other';
}
