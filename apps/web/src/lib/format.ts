/** Turns a camel-case key into a label: `deliveryTime` -> `Delivery Time`. Money and dates: `@samplebank/domain/format`. */
export function formatKeyLabel(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return spaced.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
