import { API_SECTION_IDS, apiResponseId, apiStatusLabel, apiTagAnchor, childSchemas, plainText, type ApiIntroPageData, type ApiOperationPageData, type ApiSchema, type ApiSchemaObject, type ApiSchemaPageData, type ApiText, type SearchSection, type TocEntry } from '@laguna-docs/shared';

/**
 * The search sections of an API reference page, or `undefined` for a renderer this module does not know.
 * Text is taken by allow-list (what a reader reads: method, path, summary, descriptions, parameter,
 * property and schema names), never the request samples and examples, which are large and mostly syntax.
 * Each part goes in the section of its heading, so a match opens at "Parameters" or "404 Not Found".
 */
export function apiSearchSections(renderer: string, data: unknown, toc: readonly TocEntry[]): SearchSection[] | undefined {
  if (renderer === 'apiOperation') return operationSections(data as ApiOperationPageData, toc);
  if (renderer === 'apiSchema') return schemaPageSections(data as ApiSchemaPageData, toc);
  if (renderer === 'apiIntro') return introSections(data as ApiIntroPageData, toc);
  return undefined;
}

/** Collects a page's sections by heading id, in the order of its table of contents. */
class Sections {
  readonly #parts = new Map<string, string[]>([['', []]]);
  constructor(private readonly toc: readonly TocEntry[]) {}

  add(id: string, ...texts: Array<string | undefined>): void {
    const parts = this.#parts.get(id) ?? this.#parts.set(id, []).get(id)!;
    for (const text of texts) if (text) parts.push(text);
  }

  /** A spec text's HTML, split at its own headings (those of the table of contents) into their sections. */
  addHtml(id: string, html: string | undefined): void {
    if (!html) return;
    const ids = new Set(this.toc.map((entry) => entry.id));
    let section = id;
    let last = 0;
    for (const match of html.matchAll(/<h[1-6][^>]*\sid="([^"]+)"[^>]*>/g)) {
      if (!ids.has(match[1]!)) continue;
      this.add(section, plainText(html.slice(last, match.index)));
      section = match[1]!;
      last = match.index + match[0].length;
    }
    this.add(section, plainText(html.slice(last)));
  }

  list(): SearchSection[] {
    const headings = new Map(this.toc.map((entry) => [entry.id, entry.text]));
    const order = ['', ...this.toc.map((entry) => entry.id)];
    for (const id of this.#parts.keys()) if (!order.includes(id)) order.push(id);
    return order.filter((id) => this.#parts.get(id)?.length || id === '').map((id) => [id, id === '' ? '' : (headings.get(id) ?? ''), this.#parts.get(id)!.join(' ')]);
  }
}

function operationSections({ operation, schemas, html, schemaPages }: ApiOperationPageData, toc: readonly TocEntry[]): SearchSection[] {
  const sections = new Sections(toc);
  const text = (value: ApiText | undefined) => (value ? plainText(html[value.pointer] ?? value.markdown) : undefined);
  const words = (schema: ApiSchema | undefined) => schemaWords(schema, schemas, schemaPages);
  sections.add('', operation.webhook ? operation.path : `${operation.method.toUpperCase()} ${operation.path}`, operation.operationId, operation.summary, operation.tags.join(' '));
  if (operation.description) sections.addHtml('', html[operation.description.pointer] ?? operation.description.markdown);
  for (const parameter of operation.parameters) sections.add(API_SECTION_IDS.parameters, parameter.name, text(parameter.description), words(parameter.schema));
  if (operation.requestBody) sections.add(API_SECTION_IDS.requestBody, text(operation.requestBody.description), ...operation.requestBody.content.flatMap((media) => [media.mediaType, words(media.schema)]));
  for (const response of operation.responses) {
    sections.add(apiResponseId(response.status), apiStatusLabel(response.status), text(response.description));
    for (const header of response.headers) sections.add(apiResponseId(response.status), header.name, text(header.description));
    for (const media of response.content) sections.add(apiResponseId(response.status), words(media.schema));
  }
  for (const callback of operation.callbacks ?? []) sections.add(API_SECTION_IDS.callbacks, callback.name, callback.operation.summary, text(callback.operation.description));
  return sections.list();
}

function schemaPageSections({ name, schema, schemas, html, usedBy, schemaPages }: ApiSchemaPageData, toc: readonly TocEntry[]): SearchSection[] {
  const sections = new Sections(toc);
  sections.add('', name);
  if (schema.description) sections.addHtml('', html[schema.description.pointer] ?? schema.description.markdown);
  sections.add('', schemaWords(schema, schemas, schemaPages));
  for (const operation of usedBy) sections.add(API_SECTION_IDS.usedBy, `${operation.method.toUpperCase()} ${operation.path}`, operation.label);
  return sections.list();
}

function introSections({ info, servers, securitySchemes, tags, html }: ApiIntroPageData, toc: readonly TocEntry[]): SearchSection[] {
  const sections = new Sections(toc);
  const text = (value: ApiText | undefined) => (value ? plainText(html[value.pointer] ?? value.markdown) : undefined);
  sections.add('', info.title, info.summary);
  if (info.description) sections.addHtml('', html[info.description.pointer] ?? info.description.markdown);
  for (const server of servers) sections.add(API_SECTION_IDS.servers, server.url, text(server.description));
  for (const scheme of securitySchemes) sections.add(API_SECTION_IDS.security, scheme.key, scheme.type, scheme.scheme, scheme.name, text(scheme.description));
  for (const { tag, operations } of tags) {
    sections.add(apiTagAnchor(tag.name), tag.name, text(tag.description));
    for (const operation of operations) sections.add(apiTagAnchor(tag.name), `${operation.method.toUpperCase()} ${operation.path}`, operation.label);
  }
  return sections.list();
}

/** How deep named schemas are followed for their words: a body's schema, its properties' schemas and theirs. */
const SCHEMA_DEPTH = 3;

/**
 * The names, titles and descriptions a schema shows, with those of the schemas inside it, each named schema
 * once. A named schema with a page of its own (`pages`) gives only its name: its text is in its page's
 * document, once, so no document grows with the depth of the schemas it refers to.
 */
export function schemaWords(schema: ApiSchema | undefined, schemas: Readonly<Record<string, ApiSchemaObject>>, pages: Readonly<Record<string, string>> = {}): string {
  const words: string[] = [];
  const seen = new Set<string>();
  const walk = (item: ApiSchema | undefined, depth: number) => {
    if (!item || depth > SCHEMA_DEPTH) return;
    if ('ref' in item) {
      words.push(item.ref);
      if (seen.has(item.ref) || pages[item.ref] !== undefined) return;
      seen.add(item.ref);
      return walk(schemas[item.ref], depth + 1);
    }
    if (item.title) words.push(item.title);
    if (item.description) words.push(plainText(item.description.markdown));
    for (const property of item.properties ?? []) words.push(property.name);
    for (const child of childSchemas(item)) walk(child, depth);
  };
  walk(schema, 0);
  return words.join(' ');
}
