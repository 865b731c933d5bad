import { describe, expect, it } from 'vitest';
import { materialPicture, scaleBarFor, scaleBarSvg } from './material-pictures';
import { MATERIAL_KINDS } from './textures';

describe('materialPicture', () => {
  it('draws every material the same way twice, in the colour asked for', () => {
    for (const kind of MATERIAL_KINDS) {
      const picture = materialPicture(kind, '#8A9A7B', 42, 'main', 48);
      expect(picture.pixels).toHaveLength(48 * 48 * 3);
      expect(materialPicture(kind, '#8A9A7B', 42, 'main', 48).pixels).toEqual(picture.pixels);
      // not one flat colour: a material has grain, joints or light on it
      expect(new Set(picture.pixels).size, kind).toBeGreaterThan(8);
    }
  });

  it('draws a different swatch for another seed and a nearer one for the close-up', () => {
    const main = materialPicture('marble', '#E8E4DC', 1, 'main', 48);
    expect(materialPicture('marble', '#E8E4DC', 2, 'main', 48).pixels).not.toEqual(main.pixels);
    const closeUp = materialPicture('marble', '#E8E4DC', 1, 'close-up', 48);
    expect(closeUp.pixels).not.toEqual(main.pixels);
    // a bar of the same length on the picture stands for a quarter of the length in the close-up
    expect(main.scaleBar.label).toBe('10 cm');
    expect(closeUp.scaleBar.label).toBe('2 cm');
  });
});

describe('scale bars', () => {
  it('takes a round length no longer than a fifth of the view', () => {
    expect(scaleBarFor(60, 1600)).toEqual({ pixels: 267, label: '10 cm' });
    expect(scaleBarFor(10, 1600)).toEqual({ pixels: 320, label: '2 cm' });
    expect(scaleBarFor(2.5, 1280)).toEqual({ pixels: 256, label: '5 mm' });
  });

  it('writes the length on a plate in the bottom left corner', () => {
    const svg = scaleBarSvg(1600, { pixels: 267, label: '10 cm' });
    expect(svg).toContain('>10 cm</text>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="1600">/);
  });
});
