/**
 * How close a sample's colour looks to the asked one (issue 17), by its OKLab delta E (`colorDistance`): under 0.02
 * people cannot tell them apart side by side, under 0.05 they are shades of one colour, up to the API's 0.1 the same
 * family. (No colour library here: the API measures the distances.)
 */
export type Closeness = 'same' | 'veryClose' | 'close' | 'related';

export function closenessOf(distance: number): Closeness {
  if (distance < 0.02) return 'same';
  if (distance < 0.05) return 'veryClose';
  if (distance <= 0.1) return 'close';
  return 'related';
}
