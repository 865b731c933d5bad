/** Where the seed reports progress: a function or a logger. */
export type SeedLog = ((message: string) => void) | { info: (message: string) => void };
/** A demo account as printed at start: who it is, its e-mail and its password. */
export type DemoAccount = { label: string; email: string; password: string };
/** How large a demo catalogue to write, and the random seed that makes it repeatable. */
export type CatalogueOptions = {
  samples?: number;
  brands?: number;
  seed?: number;
  /** false writes the textures as SVG only, without their WebP and JPEG variants (tests of other things) */
  rasterImages?: boolean;
  /** where rasterised textures are kept between seeds (seed-images.ts) */
  textureCache?: string;
};
/** What a catalogue seed wrote. */
export type CatalogueResult = { categories: number; brands: number; samples: number; files: number };
