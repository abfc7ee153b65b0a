import type { ApiEncoding, ApiMediaType, ApiSchema, ApiSchemaObject, FormField } from '@laguna-docs/shared';
import { exampleFor } from './examples.js';

export type { FormField } from '@laguna-docs/shared';

/**
 * The fields a sample sends for a form body (`application/x-www-form-urlencoded` or
 * `multipart/form-data`): the spec's example (else a generated one) serialised as the body's `encoding`
 * says. Each property's `style` and `explode` apply as OpenAPI defines them for form fields: by default
 * (`form`, exploded) an array repeats its name and an object's properties become fields of their own;
 * `deepObject` gives `metadata[key]=value`; `spaceDelimited` and `pipeDelimited` join an array. A
 * multipart part without a style sends an object as JSON. Binary properties become file uploads.
 */
export function formFields(media: ApiMediaType, written: unknown, schemas: Readonly<Record<string, ApiSchemaObject>>): FormField[] {
  const multipart = media.mediaType === 'multipart/form-data';
  const schema = resolve(media.schema, schemas);
  const value = isObject(written) ? written : exampleFor(media.schema, schemas, 'request');
  const values = isObject(value) ? value : {};
  const names = [...(schema?.properties ?? []).map((property) => property.name), ...Object.keys(values)].filter((name, index, all) => all.indexOf(name) === index);
  const fields: FormField[] = [];
  for (const name of names) {
    const property = resolve(schema?.properties?.find((candidate) => candidate.name === name)?.schema, schemas);
    const encoding = media.encoding?.[name] ?? {};
    const contentType = encoding.contentType ?? property?.contentMediaType;
    const binary = property?.format === 'binary' || property?.contentEncoding === 'binary' || (contentType !== undefined && !/json|text\/plain/.test(contentType));
    if (multipart && binary && !property?.types.some((type) => type === 'object' || type === 'array')) {
      const filename = `file${extensionFor(contentType)}`;
      fields.push({ name, value: filename, file: { filename, contentType: contentType ?? 'application/octet-stream' } });
      continue;
    }
    if (!(name in values)) continue;
    fields.push(...serialise(name, values[name], encoding, multipart));
  }
  return fields;
}

function serialise(name: string, value: unknown, encoding: ApiEncoding, multipart: boolean): FormField[] {
  if (!Array.isArray(value) && !isObject(value)) return [{ name, value: text(value) }];
  // A multipart part is a value of its own: without a style, arrays repeat the part and objects are JSON.
  if (multipart && encoding.style === undefined) {
    return Array.isArray(value) ? value.map((item) => ({ name, value: text(item) })) : [{ name, value: JSON.stringify(value) }];
  }
  const style = encoding.style ?? 'form';
  const explode = encoding.explode ?? style === 'form';
  if (style === 'deepObject') return deep(name, value);
  if (Array.isArray(value)) {
    if (style === 'form' && explode) return value.map((item) => ({ name, value: text(item) }));
    const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
    return [{ name, value: value.map(text).join(separator) }];
  }
  const entries = Object.entries(value);
  if (explode) return entries.map(([key, item]) => ({ name: key, value: text(item) }));
  return [{ name, value: entries.flatMap(([key, item]) => [key, text(item)]).join(',') }];
}

/** `deepObject`: `name[key]=value`, nested objects and arrays one bracket deeper each (`name[tags][0]`). */
function deep(name: string, value: unknown): FormField[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => deep(`${name}[${index}]`, item));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => deep(`${name}[${key}]`, item));
  return [{ name, value: text(value) }];
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function resolve(schema: ApiSchema | undefined, schemas: Readonly<Record<string, ApiSchemaObject>>): ApiSchemaObject | undefined {
  return schema && 'ref' in schema ? schemas[schema.ref] : schema;
}

function extensionFor(contentType: string | undefined): string {
  if (!contentType) return '';
  const known: Record<string, string> = { 'application/x-bittorrent': '.torrent', 'application/json': '.json', 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg', 'text/plain': '.txt' };
  return known[contentType] ?? '';
}
