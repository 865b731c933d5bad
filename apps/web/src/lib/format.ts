const ringgitNumber = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount in ringgit the way the product shows money: `RM 12.50`, `RM 1,250.00`. */
export function formatRM(amount: number): string {
  return `RM ${ringgitNumber.format(Number.isFinite(amount) ? amount : 0)}`;
}

const countNumber = new Intl.NumberFormat('en-MY');

/** Formats a count with thousands separators and the right plural: `1 sample`, `1,204 samples`. */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${countNumber.format(count)} ${count === 1 ? singular : plural}`;
}

/** Turns a camel-case key into a label: `deliveryTime` -> `Delivery Time`. */
export function formatKeyLabel(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return spaced.replace(/\b\w/g, (letter) => letter.toUpperCase());
}
