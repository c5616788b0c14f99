/**
 * Requests generated from the API's own OpenAPI document, for the standing
 * security tests (issue 13): every operation, including ones added later,
 * is found here without editing a test.
 */
import type { Api } from '../app.ts';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI path under /api, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** Declares a bearer token (customer-scoped). */
  secured: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: unknown[] }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

/** Every operation of the API's OpenAPI document, with references resolved. */
export async function loadOperations(api: Api): Promise<{ operations: Operation[]; resolve: (schema: Schema | undefined) => Schema }> {
  const doc = (await (await api.request('/api/openapi.json')).json()) as Document;
  const resolve = (schema: Schema | undefined): Schema => {
    let current = schema ?? {};
    for (let depth = 0; current.$ref && depth < 20; depth++) current = doc.components?.schemas?.[current.$ref.split('/').pop()!] ?? {};
    return current;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const body = spec.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (spec.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: body ? resolve(body) : undefined,
        secured: Array.isArray(spec.security) && spec.security.length > 0,
      });
    }
  }
  return { operations, resolve };
}

/** Values for one field, chosen by its name: ids take `ids` (e.g. another customer's), other fields a plausible value. */
export function plausible(
  name: string,
  schema: Schema,
  resolve: (schema: Schema | undefined) => Schema,
  ids: Record<string, number> = {},
  depth = 0,
): unknown {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.example !== undefined) return s.example;
  const variants = s.anyOf ?? s.oneOf ?? s.allOf;
  if (variants?.length) {
    const first = variants.map((v) => resolve(v)).find((v) => v.type !== 'null') ?? variants[0]!;
    return plausible(name, first, resolve, ids, depth);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  const idValue = idFor(name, ids);
  switch (type) {
    case 'integer':
    case 'number':
      return idValue ?? Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [plausible(name, s.items ?? {}, resolve, ids, depth + 1)];
    case 'object': {
      if (depth > 4) return {};
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) value[key] = plausible(key, property, resolve, ids, depth + 1);
      return value;
    }
    default:
      if (idValue !== undefined) return String(idValue);
      return plausibleText(name, s);
  }
}

function idFor(name: string, ids: Record<string, number>): number | undefined {
  const lower = name.toLowerCase();
  if (lower in ids) return ids[lower];
  if (/id$/i.test(name)) return ids.id;
  return undefined;
}

function plausibleText(name: string, schema: Schema): string {
  const lower = name.toLowerCase();
  if (schema.format === 'email' || lower.includes('email')) return 'test.fuzz@example.nl';
  if (lower.includes('postal') || lower.includes('postcode')) return '3701 GB';
  if (lower.includes('phone')) return '0612345678';
  if (lower.includes('password')) return 'Fuzz2027!pw';
  if (lower.includes('housenumber')) return '10';
  if (lower.includes('country')) return 'NL';
  if (lower.includes('locale') || lower.includes('culture')) return 'nl-NL';
  if (lower.includes('language')) return 'nl';
  if (schema.format === 'date-time' || schema.format === 'date') return '2026-01-01';
  return 'test';
}

/** A concrete URL for an operation: path parameters filled in, query parameters from `query`. */
export function urlFor(operation: Operation, pathValues: Record<string, string>, query: Record<string, string> = {}): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathValues[name] ?? '1');
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`.replace(/^\/api\/api\//, '/api/');
}

/** Signs that a response leaked internals: stack frames, SQL errors, file paths of the server. */
export const INTERNALS =
  /(\n\s+at [\w.<>]+ \(|node_modules|invalid byte sequence|violates (foreign key|unique|not-null|check)|syntax error at|relation "|column "|duplicate key|ECONNREFUSED|TypeError|ReferenceError|RangeError|Cannot read propert)/i;
