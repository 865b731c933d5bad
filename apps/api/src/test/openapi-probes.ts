// Test-only: every string a client can send, found in the OpenAPI document, with a request that carries bad text there.
import { randomUUID } from 'node:crypto';
import { TEXT_MESSAGES } from '@samplebank/contracts/common';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** One string field of one operation, and how to send a request with the given text in it. */
export type Probe = {
  method: string;
  route: string;
  /** the key the error answer's `fields` names it by */
  field: string;
  /** the message that field must show, or undefined when its format (uuid, e-mail, one of a list) speaks first */
  message: string | undefined;
  request: (text: string) => { url: string; payload?: unknown };
};

type Build = (value: unknown) => unknown;

export function openApiProbes(document: OpenApiDocument): Probe[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unknown schema ${schema.$ref}`);
    return resolve(target);
  };
  const options = (schema: JsonSchema) => (schema.anyOf ?? schema.oneOf ?? []).map(resolve).filter(isNotNull);
  const typeOf = (schema: JsonSchema) =>
    Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

  /** A value the schema accepts, as far as the schema tells: required properties only. */
  const sample = (raw: JsonSchema): unknown => {
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const [first] = options(schema);
    if (first) return sample(first);
    switch (typeOf(schema)) {
      case 'string':
        return sampleString(schema);
      case 'integer':
      case 'number':
        return Math.min(schema.minimum ?? 1, schema.maximum ?? Number.POSITIVE_INFINITY);
      case 'boolean':
        return false;
      case 'array':
        return schema.minItems ? [sample(schema.items ?? {})] : [];
      case 'object':
        return requiredOf(schema);
      default:
        return null;
    }
  };
  const requiredOf = (schema: JsonSchema) =>
    Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]));

  /** Every string under the schema, each with a builder that puts a value there inside an otherwise valid whole. */
  const walk = (
    raw: JsonSchema,
    path: string[],
    build: Build,
    found: Array<{ path: string[]; message?: string; build: (text: string) => unknown }>,
  ) => {
    const schema = resolve(raw);
    const branches = options(schema);
    if (branches.length) {
      for (const branch of branches) walk(branch, path, build, found);
      return;
    }
    for (const part of schema.allOf ?? []) walk(part, path, build, found);
    const type = typeOf(schema);
    if (type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) {
      const free = schema.enum === undefined && schema.const === undefined && schema.format === undefined;
      found.push({ path, message: free ? TEXT_MESSAGES.notAllowed : undefined, build });
    } else if (type === 'array' && schema.items) {
      walk(schema.items, [...path, '0'], (value) => build([value]), found);
    } else if (type === 'object') {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        walk(property, [...path, name], (value) => build({ ...requiredOf(schema), [name]: value }), found);
      }
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object') {
        walk(extra, [...path, 'probe'], (value) => build({ ...requiredOf(schema), probe: value }), found);
        // a free-form object's property names are text too
        found.push({
          path,
          message: TEXT_MESSAGES.notAllowedInName,
          build: (text) => build({ ...requiredOf(schema), [`name${text}`]: sample(extra) }),
        });
      }
    }
  };

  const probes: Probe[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const pathValues = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.name === '*' ? 'probe.pdf' : sample(p.schema)]),
      );
      const requiredQuery = Object.fromEntries(
        parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sample(p.schema)]),
      );
      const urlOf = (path: Record<string, unknown>, query: Record<string, unknown>) => {
        const filled = route.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(path[name])));
        const search = new URLSearchParams(
          Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
        );
        return search.size ? `${filled}?${search}` : filled;
      };
      const baseBody = bodySchema ? sample(bodySchema) : undefined;
      const add = (field: string, message: string | undefined, request: Probe['request']) =>
        probes.push({ method: method.toUpperCase(), route, field, message, request });

      for (const parameter of parameters) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const found: Array<{ path: string[]; message?: string; build: (text: string) => unknown }> = [];
        walk(parameter.schema, [], (value) => value, found);
        for (const { message, build } of found.filter(({ path }) => path.length === 0)) {
          add(parameter.name, message, (text) => {
            const value = build(text);
            return parameter.in === 'path'
              ? { url: urlOf({ ...pathValues, [parameter.name]: value }, requiredQuery), payload: baseBody }
              : { url: urlOf(pathValues, { ...requiredQuery, [parameter.name]: value }), payload: baseBody };
          });
        }
      }
      if (bodySchema) {
        const found: Array<{ path: string[]; message?: string; build: (text: string) => unknown }> = [];
        walk(bodySchema, [], (value) => value, found);
        for (const { path, message, build } of found) {
          add(path.join('.'), message, (text) => ({ url: urlOf(pathValues, requiredQuery), payload: build(text) }));
        }
      }
    }
  }
  // one probe per field and message: the branches of a union repeat their shared fields
  const seen = new Set<string>();
  return probes.filter((probe) => {
    const key = `${probe.method} ${probe.route} ${probe.field} ${probe.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isNotNull(schema: JsonSchema) {
  return schema.type !== 'null';
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return 'probe@example.com';
    case 'date':
      return '2025-01-31';
    case 'date-time':
      return '2025-01-31T00:00:00Z';
    case 'uri':
      return 'https://example.com/probe';
    default:
      return 'Probe';
  }
}
