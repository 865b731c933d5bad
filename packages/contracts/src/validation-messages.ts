/**
 * Messages a person reads when a value is refused and its schema gave no words of its own: a sentence that names
 * the field in words ("Name must be at most 100 characters"), never zod's text ("Too big: expected string to have
 * <=100 characters") or a path ("body/email").
 */

/** What an e-mail field says, wherever one is asked for. */
export const EMAIL_MESSAGES = {
  required: 'Please enter your e-mail address',
  invalid: 'Please enter a valid e-mail address',
} as const;

// field names whose words are not their camel-case spelled out
const FIELD_WORDS: Record<string, string> = {
  _id: 'ID',
  id: 'ID',
  email: 'e-mail address',
  orgEmail: 'organization e-mail address',
  inviteeEmail: 'e-mail address',
  ssmNumber: 'SSM number',
  zipCode: 'postcode',
  phone: 'phone number',
  cvc: 'security code',
  expiry: 'expiry date',
  html: 'message',
  to: 'recipient',
  url: 'link',
  sku: 'SKU',
  csv: 'CSV file',
  colorHex: 'colour code',
  color: 'colour',
  colorLabel: 'colour name',
  colors: 'colours',
  studentId: 'student ID',
  manufacturer: 'brand',
  manufacturerId: 'brand',
  manufacturerIds: 'brands',
  sampleCategoryIds: 'categories',
  isExpressDelivery: 'express delivery choice',
  scheduleDemo: 'demo choice',
  receiveUpdates: 'updates choice',
  q: 'search',
};

/** A field's name in words: `firstName` -> "first name", `addressLine1` -> "address line 1", `projectId` -> "project". */
export function fieldInWords(name: string): string {
  const known = FIELD_WORDS[name];
  if (known) return known;
  // `projectId` names a project, `sampleIds` several samples
  const ids = /^(.+[a-z0-9])Ids?$/.exec(name);
  if (ids?.[1]) {
    const one = fieldInWords(ids[1]);
    return name.endsWith('Ids') ? one.replace(/y$/, 'ie').concat('s') : one;
  }
  const words = name
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words || 'value';
}

/** The words for the field at a path: its last named segment (`["samples", 0, "quantity"]` -> "quantity"). */
export function fieldLabel(path: ReadonlyArray<PropertyKey>, fallback = 'value'): string {
  for (let index = path.length - 1; index >= 0; index--) {
    const segment = path[index];
    if (typeof segment === 'string' && !/^\d+$/.test(segment)) return fieldInWords(segment);
  }
  return fallback;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The parts of a zod issue the sentence needs (a raw issue in an error map, or a finished one). */
export type IssueFacts = {
  code: string;
  path?: ReadonlyArray<PropertyKey>;
  input?: unknown;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  exact?: boolean;
  divisor?: number;
  keys?: string[];
  message?: string;
  /** an `invalid_union`'s problems with each of its options */
  errors?: IssueFacts[][];
};

// a body that has fields an option does not know, or is not even the option's type, is far from that option
const isFarFrom = (issue: IssueFacts) =>
  issue.code === 'unrecognized_keys' || (issue.code === 'invalid_type' && (issue.path?.length ?? 0) === 0);

/**
 * The problems of the option of a union that a value comes closest to: the form a person filled in, not the other
 * shape the endpoint also takes. Fewest problems wins, and an unknown field or a wrong type counts as many.
 */
export function closestUnionOption(errors: ReadonlyArray<ReadonlyArray<IssueFacts>>): ReadonlyArray<IssueFacts> {
  let closest: ReadonlyArray<IssueFacts> = [];
  let closestScore = Number.POSITIVE_INFINITY;
  for (const issues of errors) {
    const score = issues.reduce((sum, issue) => sum + (isFarFrom(issue) ? 100 : 1), 0);
    if (issues.length > 0 && score < closestScore) {
      closest = issues;
      closestScore = score;
    }
  }
  return closest;
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  date: 'a date',
};

function sizeSentence(facts: IssueFacts, Label: string, label: string): string | undefined {
  const isMinimum = facts.code === 'too_small';
  const limit = Number(isMinimum ? facts.minimum : facts.maximum);
  if (!Number.isFinite(limit)) return undefined;
  const inclusive = facts.inclusive !== false;
  switch (facts.origin) {
    case 'string':
      if (facts.exact) return `${Label} must be exactly ${plural(limit, 'character')}`;
      if (isMinimum && limit <= 1) return `Please fill in the ${label}`;
      return isMinimum
        ? `${Label} must be at least ${plural(limit, 'character')}`
        : `${Label} must be at most ${plural(limit, 'character')}`;
    case 'array':
    case 'set':
      if (isMinimum) return `Please add at least ${limit <= 1 ? 'one item' : plural(limit, 'item')} to the ${label}`;
      return `The ${label} can hold at most ${plural(limit, 'item')}`;
    case 'number':
    case 'int':
    case 'bigint':
      if (isMinimum) return inclusive ? `${Label} must be at least ${limit}` : `${Label} must be more than ${limit}`;
      return inclusive ? `${Label} must be at most ${limit}` : `${Label} must be less than ${limit}`;
    case 'file':
      return isMinimum ? `The ${label} is empty` : `The ${label} is too large`;
    default:
      return undefined;
  }
}

/**
 * A sentence for a refused value that names its field in words. `fallbackLabel` names a value with no field of its
 * own (the whole body, say).
 */
export function describeIssue(facts: IssueFacts, fallbackLabel = 'value'): string {
  const label = fieldLabel(facts.path ?? [], fallbackLabel);
  const Label = capitalised(label);
  const checkIt = `Please check the ${label}`;
  switch (facts.code) {
    case 'invalid_type': {
      const isMissing = 'input' in facts && (facts.input === undefined || facts.input === null);
      if (isMissing) return facts.expected === 'string' ? `Please fill in the ${label}` : `The ${label} is missing`;
      const expected = facts.expected ? typeWords[facts.expected] : undefined;
      return expected ? `${Label} must be ${expected}` : checkIt;
    }
    case 'too_small':
    case 'too_big':
      return sizeSentence(facts, Label, label) ?? checkIt;
    case 'invalid_format':
      return facts.format === 'email' ? EMAIL_MESSAGES.invalid : checkIt;
    case 'invalid_value':
      return `Please choose a valid ${label}`;
    case 'not_multiple_of':
      return facts.divisor === 0.01
        ? `${Label} can have at most 2 decimal places`
        : `${Label} must be a multiple of ${facts.divisor}`;
    case 'invalid_union': {
      const [first] = closestUnionOption(facts.errors ?? []);
      if (!first) return checkIt;
      const path = [...(facts.path ?? []), ...(first.path ?? [])];
      return first.message ?? describeIssue({ ...first, path }, fallbackLabel);
    }
    case 'unrecognized_keys': {
      const keys = (facts.keys ?? []).map((key) => `"${key}"`);
      if (keys.length === 0) return checkIt;
      if (keys.length === 1) return `The field ${keys[0]} is not accepted here`;
      return `The fields ${keys.slice(0, -1).join(', ')} and ${keys.at(-1)} are not accepted here`;
    }
    default:
      return checkIt;
  }
}
