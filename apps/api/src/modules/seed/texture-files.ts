import type { MaterialView } from '@samplebank/demo-data/material-pictures';
import { MATERIAL_PICTURE_SIZE, materialPicture, scaleBarSvg } from '@samplebank/demo-data/material-pictures';
import type { MaterialKind } from '@samplebank/demo-data/textures';
import sharp from 'sharp';
import type { ImageVariants } from '../../db/schema/index.js';
import { type DerivedFile, deriveImage } from '../../platform/images.js';

/** What a demo picture is drawn from: a pure function of these, so they name it in the machine's cache. */
export type TextureRecipe = { kind: MaterialKind; colorHex: string; seed: number; view: MaterialView };

// the close-up is drawn at the widest variant's width: the 1,600 px main view is the one a designer zooms into
const CLOSE_UP_SIZE = 1280;
// a drawn texture's finest grain falls on single pixels, which no codec compresses: softened a little
const SOFTEN = 0.45;
const ORIGINAL_QUALITY = 84;

/**
 * Draws one demo picture with its scale bar and makes its files: the original as a JPEG (`.jpg`, what the sample's
 * URL names) and its variants (platform/images.ts).
 */
export async function textureFiles(recipe: TextureRecipe): Promise<{ variants: ImageVariants; files: DerivedFile[] }> {
  const size = recipe.view === 'main' ? MATERIAL_PICTURE_SIZE : CLOSE_UP_SIZE;
  const picture = materialPicture(recipe.kind, recipe.colorHex, recipe.seed, recipe.view, size);
  const raw = { width: picture.width, height: picture.height, channels: 3 } as const;
  const pixels = await sharp(Buffer.from(picture.pixels.buffer), { raw })
    .composite([{ input: Buffer.from(scaleBarSvg(picture.width, picture.scaleBar)) }])
    // the overlay brings an alpha channel along: the picture has none
    .removeAlpha()
    .raw()
    .toBuffer();
  const [derived, original] = await Promise.all([
    deriveImage(pixels, { raw, soften: SOFTEN }),
    sharp(pixels, { raw }).jpeg({ quality: ORIGINAL_QUALITY }).toBuffer(),
  ]);
  return {
    variants: derived.variants,
    files: [...derived.files, { suffix: '.jpg', contentType: 'image/jpeg', body: original }],
  };
}
