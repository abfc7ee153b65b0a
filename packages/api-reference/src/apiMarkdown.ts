import { apiStatusLabel, decodeEntities, type ApiCodeSample, type ApiIntroPageData, type ApiMediaType, type ApiOperationPageData, type ApiSchema, type ApiSchemaObject, type ApiSchemaPageData, type ApiText } from '@laguna-docs/shared';

/**
 * API reference pages as markdown for language models: what the HTML page says, in the order it says it,
 * with the spec's own markdown for descriptions. `link(route)` gives the address of another page's copy.
 */
export interface ApiMarkdownOptions {
  link: (route: string) => string;
}

/** An operation (or webhook): method and path, description, parameters, body, responses, callbacks, samples and the named schemas it uses. */
export function operationMarkdown(title: string, data: ApiOperationPageData, options: ApiMarkdownOptions): string {
  const { operation, schemas } = data;
  const out: string[] = [`# ${title}`, '', operation.webhook ? `Webhook \`${operation.path}\`: the API sends \`${operation.method.toUpperCase()}\` requests to your server.` : `\`${operation.method.toUpperCase()} ${operation.path}\``];
  if (operation.deprecated) out.push('', '**Deprecated.**');
  pushText(out, operation.description);
  if (data.securitySchemes.length > 0 && !operation.webhook) {
    out.push('', '## Authentication', '');
    for (const scheme of data.securitySchemes) out.push(`- \`${scheme.key}\`: ${schemeLine(scheme)}`);
  } else if (operation.security.length === 0 && !operation.webhook) out.push('', 'No authentication needed.');
  if (operation.parameters.length > 0) {
    out.push('', '## Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
    for (const parameter of operation.parameters) {
      out.push(`| \`${parameter.name}\` | ${parameter.in} | ${cell(schemaType(parameter.schema, schemas))} | ${parameter.required ? 'yes' : 'no'} | ${cell(inline(parameter.description))}${parameter.deprecated ? ' (deprecated)' : ''} |`);
    }
  }
  if (operation.requestBody) {
    out.push('', '## Request body', '', operation.requestBody.required ? 'Required.' : 'Optional.');
    pushText(out, operation.requestBody.description);
    for (const media of operation.requestBody.content) pushMedia(out, media, data);
  }
  if (operation.responses.length > 0) out.push('', '## Responses');
  for (const response of operation.responses) {
    out.push('', `### ${apiStatusLabel(response.status)}`);
    pushText(out, response.description);
    if (response.headers.length > 0) {
      out.push('', 'Headers:', '');
      for (const header of response.headers) out.push(`- \`${header.name}\` (${schemaType(header.schema, schemas)}${header.required ? ', required' : ''})${header.description ? `: ${inline(header.description)}` : ''}`);
    }
    for (const media of response.content) pushMedia(out, media, data);
  }
  if (operation.callbacks?.length) {
    out.push('', '## Callbacks');
    for (const callback of operation.callbacks) {
      out.push('', `### ${callback.name}: \`${callback.operation.method.toUpperCase()} ${callback.operation.path}\``);
      pushText(out, callback.operation.description);
      for (const media of callback.operation.requestBody?.content ?? []) pushMedia(out, media, data);
    }
  }
  const curl = data.samples[0];
  if (curl) out.push('', '## Request sample', '', fence(curl));
  pushSchemas(out, Object.keys(schemas), schemas, data.schemaPages, options);
  return finish(out);
}

/** A named schema's own page: its description and properties, a generated example, and the operations that use it. */
export function schemaPageMarkdown(title: string, data: ApiSchemaPageData, options: ApiMarkdownOptions): string {
  const out: string[] = [`# ${title}`];
  pushText(out, data.schema.description);
  out.push('', ...schemaLines(data.schema, data.schemas, 0));
  if (data.example) out.push('', '## Example', '', fence(data.example));
  if (data.usedBy.length > 0) {
    out.push('', '## Used by', '');
    for (const operation of data.usedBy) out.push(`- [${operation.label}](${options.link(operation.route)}): \`${operation.method.toUpperCase()} ${operation.path}\``);
  }
  pushSchemas(out, Object.keys(data.schemas).filter((name) => name !== data.name), data.schemas, data.schemaPages, options);
  return finish(out);
}

/** The reference's introduction: its description, servers, security schemes and every operation by tag. */
export function introMarkdown(title: string, data: ApiIntroPageData, options: ApiMarkdownOptions): string {
  const out: string[] = [`# ${title}`, '', `Version ${data.info.version}`];
  if (data.info.summary) out.push('', data.info.summary);
  pushText(out, data.info.description);
  if (data.servers.length > 0) {
    out.push('', '## Servers', '');
    for (const server of data.servers) out.push(`- \`${server.url}\`${server.description ? `: ${inline(server.description)}` : ''}`);
  }
  if (data.securitySchemes.length > 0) {
    out.push('', '## Security schemes', '');
    for (const scheme of data.securitySchemes) out.push(`- \`${scheme.key}\`: ${schemeLine(scheme)}${scheme.description ? `. ${inline(scheme.description)}` : ''}`);
  }
  for (const { tag, operations } of data.tags) {
    out.push('', `## ${tag.name}`);
    pushText(out, tag.description);
    out.push('');
    for (const operation of operations) out.push(`- [${operation.label}](${options.link(operation.route)}): \`${operation.method.toUpperCase()} ${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}`);
  }
  return finish(out);
}

function pushText(out: string[], text: ApiText | undefined): void {
  if (text?.markdown.trim()) out.push('', text.markdown.trim());
}

/** A spec text on one line, for tables and lists. */
function inline(text: ApiText | undefined): string {
  return text ? text.markdown.replace(/\s+/g, ' ').trim() : '';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function schemeLine(scheme: ApiOperationPageData['securitySchemes'][number]): string {
  if (scheme.type === 'apiKey') return `API key in the \`${scheme.name}\` ${scheme.in}`;
  if (scheme.type === 'http') return `HTTP ${scheme.scheme} authentication${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
  return scheme.type;
}

/** A body of one media type: its schema as a list and its first example. */
function pushMedia(out: string[], media: ApiMediaType, data: Pick<ApiOperationPageData, 'schemas' | 'examples'>): void {
  out.push('', `Content type \`${media.mediaType}\`${media.schema ? `, schema ${schemaType(media.schema, data.schemas)}` : ''}.`);
  const lines = media.schema && !('ref' in media.schema) ? schemaLines(media.schema, data.schemas, 0) : [];
  if (lines.length > 0) out.push('', ...lines);
  const example = data.examples[media.pointer]?.[0];
  if (example) out.push('', 'Example:', '', fence(example));
}

/** The named schemas a page uses, each described once under `## Schemas` (or linked to its own page). */
function pushSchemas(out: string[], names: readonly string[], schemas: Readonly<Record<string, ApiSchemaObject>>, pages: Readonly<Record<string, string>> | undefined, options: ApiMarkdownOptions): void {
  if (names.length === 0) return;
  out.push('', '## Schemas');
  for (const name of names) {
    const page = pages?.[name];
    out.push('', `### ${name}`);
    if (page) {
      out.push('', `Described on [its own page](${options.link(page)}).`);
      continue;
    }
    const schema = schemas[name]!;
    pushText(out, schema.description);
    const lines = schemaLines(schema, schemas, 0);
    const details = facts(schema);
    out.push('', ...(lines.length > 0 ? lines : [`Type: ${schemaType(schema, schemas)}${details.length ? `; ${details.join('; ')}` : ''}.`]));
  }
}

/** `string`, `integer (int64)`, `array of Torrent`, `Torrent`, `string | null`. */
export function schemaType(schema: ApiSchema | undefined, schemas: Readonly<Record<string, ApiSchemaObject>>): string {
  if (!schema) return 'any';
  if ('ref' in schema) return `\`${schema.ref}\``;
  if (schema.types.includes('array') && schema.items) return `array of ${schemaType(schema.items, schemas)}`;
  const types = schema.types.length > 0 ? schema.types.join(' | ') : schema.oneOf ? 'one of' : schema.anyOf ? 'any of' : 'any';
  return `${types}${schema.format ? ` (${schema.format})` : ''}${schema.nullable ? ' | null' : ''}`;
}

/**
 * A schema's properties (and alternatives) as a nested list: name, type, required, description, allowed
 * values. Named schemas are not expanded here: the page lists each once under `## Schemas`.
 */
function schemaLines(schema: ApiSchemaObject, schemas: Readonly<Record<string, ApiSchemaObject>>, depth: number): string[] {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  for (const property of schema.properties ?? []) {
    const child = property.schema;
    const details = 'ref' in child ? [] : facts(child);
    const description = 'ref' in child ? '' : child.description ? ` ${child.description.markdown.replace(/\s+/g, ' ').trim()}` : '';
    lines.push(`${indent}- \`${property.name}\` (${schemaType(child, schemas)}${property.required ? ', required' : ''}${details.length ? `; ${details.join('; ')}` : ''})${description ? `:${description}` : ''}`);
    if (!('ref' in child) && depth < 4) {
      const inner = child.items && !('ref' in child.items) ? child.items : child;
      if (inner !== schema) lines.push(...schemaLines(inner, schemas, depth + 1));
    }
  }
  for (const [label, list] of [['One of', schema.oneOf], ['Any of', schema.anyOf]] as const) {
    if (!list) continue;
    lines.push(`${indent}- ${label}:`);
    for (const alternative of list) {
      lines.push(`${indent}  - ${schemaType(alternative, schemas)}`);
      if (!('ref' in alternative) && depth < 4) lines.push(...schemaLines(alternative, schemas, depth + 2));
    }
  }
  if (schema.items && !('ref' in schema.items) && !schema.properties && depth === 0) lines.push(...schemaLines(schema.items, schemas, depth));
  return lines;
}

function facts(schema: ApiSchemaObject): string[] {
  const list: string[] = [];
  if (schema.enum) list.push(`one of ${schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ')}`);
  if (schema.default !== undefined) list.push(`default \`${JSON.stringify(schema.default)}\``);
  if (schema.readOnly) list.push('read-only');
  if (schema.writeOnly) list.push('write-only');
  if (schema.deprecated) list.push('deprecated');
  const c = schema.constraints;
  if (c?.minLength !== undefined || c?.maxLength !== undefined) list.push(`length ${c.minLength ?? 0}–${c.maxLength ?? '∞'}`);
  if (c?.minimum !== undefined || c?.maximum !== undefined) list.push(`range ${c.minimum ?? '−∞'}–${c.maximum ?? '∞'}`);
  if (c?.pattern) list.push(`pattern \`${c.pattern}\``);
  return list;
}

/** A highlighted code sample back as a fenced block of plain text. */
function fence(sample: ApiCodeSample): string {
  // The block's HTML carries a title bar; the code is what `<code>` holds.
  const inner = /<code[^>]*>([\s\S]*)<\/code>/.exec(sample.html)?.[1] ?? sample.html;
  const code = decodeEntities(inner.replace(/<[^>]+>/g, '')).replace(/\n+$/, '');
  const ticks = code.includes('```') ? '````' : '```';
  return `${ticks}${sample.language}\n${code}\n${ticks}`;
}

function finish(lines: string[]): string {
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
