import { exampleFor, isJsonMediaType, planRequest, requestSamples, type RequestSample } from '@laguna-docs/openapi/model';
import { API_SECTION_IDS, apiCallbackId, apiHeaderId, apiParameterIds, apiPropertyId, apiResponseId, apiStatusLabel, apiSchemaAnchor, translate, type ApiCodeSample, type ApiMediaType, type ApiModel, type ApiOperation, type ApiOperationPageData, type ApiSchemaObject, type ApiText, type LinkRecord, type RequestPlan, type TocEntry, type UiStringKey, type UiStrings } from '@laguna-docs/shared';
import { renderSpecTexts, type ApiTextRenderer } from './renderApiText.js';
import { operationLabel } from './operationGroups.js';
import { operationSchemas, schemaClosure, schemaTexts } from './schemaClosure.js';
import { escapeHtml } from '@laguna-docs/render';

/** An operation page's content data and what the page needs to know about it. */
export interface OperationPageParts {
  data: ApiOperationPageData;
  toc: TocEntry[];
  headingIds: string[];
  links: LinkRecord[];
}

/**
 * Everything an operation page shows, as plain data: the operation, the named schemas it uses (each
 * described once on the page), its spec texts as HTML, example payloads and request samples. With
 * `schemaPages` (the routes of the schemas that have pages), the page describes only the schemas it
 * names directly and links to the pages of those inside them.
 */
export function operationPage(api: ApiModel, operation: ApiOperation, render: ApiTextRenderer, strings: UiStrings, locale: string, schemaPages?: Record<string, string>): OperationPageParts {
  const t = (key: UiStringKey, values?: Record<string, string | number>) => translate(strings, locale, key, values);
  const { schemas, anchors, texts, summary, exampleCode: examplesToShow, sampleCode: allSamples, requestPlan } = localeFreeParts(api, operation, schemaPages);
  const { html, links, headingIds, toc: descriptionToc } = renderSpecTexts(render, texts, operation.description);

  // The first sample is complete in the HTML; generated ones after it are written in the browser from the
  // request's plan (on a large reference, seven more highlighted samples were a fifth of a page).
  const inBrowser = (block: (typeof allSamples)[number], index: number) => index > 0 && block.generated === true;
  const sampleCode = allSamples.filter((block, index) => !inBrowser(block, index));
  // Every code block of the page (examples, then samples) is highlighted in one go.
  const exampleCode = examplesToShow.map(({ pointer, list }) => ({ pointer, list: list.map(({ label, ...block }) => ({ ...block, label: 'key' in label ? t(label.key) : label.text })) }));
  const blocks = [...exampleCode.flatMap(({ list }) => list.filter((block) => block.html === undefined)), ...sampleCode];
  const rendered = render.codes(blocks);
  let next = 0;
  const take = (block: { language: string; label: string; html?: string }): ApiCodeSample => ({ language: block.language, label: block.label, html: block.html ?? rendered[next++]! });
  const examples: Record<string, ApiCodeSample[]> = {};
  for (const { pointer, list } of exampleCode) if (list.length > 0) examples[pointer] = list.map(take);
  const samples = allSamples.map((block, index): ApiCodeSample => (inBrowser(block, index) ? { language: block.language, label: block.label, html: '', inBrowser: true } : take(block)));
  const leftToBrowser = samples.some((sample) => sample.inBrowser);
  const used = new Set(operation.security.flatMap((requirement) => requirement.map((item) => item.scheme)));

  const toc: TocEntry[] = [...descriptionToc];
  if (operation.parameters.length > 0) toc.push({ depth: 2, id: API_SECTION_IDS.parameters, text: t('api.parameters') });
  if (operation.requestBody) toc.push({ depth: 2, id: API_SECTION_IDS.requestBody, text: t('api.requestBody') });
  // Beside the request, before the responses. A webhook's request is the API's to send: no samples of making it.
  if (samples.length > 0) toc.push({ depth: 2, id: API_SECTION_IDS.samples, text: t('api.samples') });
  if (operation.responses.length > 0) {
    toc.push({ depth: 2, id: API_SECTION_IDS.responses, text: t('api.responses') });
    for (const response of operation.responses) toc.push({ depth: 3, id: apiResponseId(response.status), text: apiStatusLabel(response.status) });
  }
  const callbacks = operation.callbacks ?? [];
  if (callbacks.length > 0) {
    toc.push({ depth: 2, id: API_SECTION_IDS.callbacks, text: t('api.callbacks') });
    callbacks.forEach((callback, index) => toc.push({ depth: 3, id: apiCallbackId(index), text: `${callback.name} (${callback.operation.method.toUpperCase()})` }));
  }
  headingIds.push(
    ...toc.slice(descriptionToc.length).map((entry) => entry.id),
    ...anchors,
    ...apiParameterIds(operation.parameters),
    ...operation.responses.flatMap((response) => response.headers.map((header) => apiHeaderId(response.status, header.name))),
  );

  return {
    data: { operation, ...(summary ? { summary } : {}), schemas, html, examples, samples, ...(leftToBrowser ? { requestPlan } : {}), securitySchemes: api.securitySchemes.filter((scheme) => used.has(scheme.key)), ...(schemaPages ? { schemaPages } : {}) },
    toc,
    headingIds,
    links,
  };
}

/** A label as written in the spec, or the key of the UI string that is the label in each locale. */
type Label = { text: string } | { key: UiStringKey };

/** What an operation page shows that is the same in every locale: made for the first, reused by the others. */
interface LocaleFreeParts {
  /** The schema pages these parts were made for (see `operationPage`). */
  pages: Record<string, string> | undefined;
  schemas: Record<string, ApiSchemaObject>;
  /** Ids of the named schemas' descriptions on the page. */
  anchors: string[];
  texts: ApiText[];
  summary: ApiText | undefined;
  /** Code to highlight, or (`html`) an example the spec gives no value for, shown as it is. */
  exampleCode: Array<{ pointer: string; list: Array<{ language: string; label: Label; code: string; html?: string }> }>;
  sampleCode: Array<{ language: string; label: string; code: string; parts?: RequestSample['parts']; generated?: true }>;
  /** The request the generated samples make (see `ApiOperationPageData.requestPlan`). */
  requestPlan: RequestPlan;
}

const localeFree = new WeakMap<ApiOperation, LocaleFreeParts>();

/** The schemas, texts, examples and samples of an operation's page (see `LocaleFreeParts`). */
function localeFreeParts(api: ApiModel, operation: ApiOperation, pages: Record<string, string> | undefined): LocaleFreeParts {
  let parts = localeFree.get(operation);
  if (parts && parts.pages === pages) return parts;
  const roots = operationSchemas(operation);
  const schemas = schemaClosure(roots, api.schemas);
  // With schema pages, the named schemas described here are the page's roots (and simple ones met on the
  // way), and only a root with contents carries an id.
  const described = pages ? schemaClosure(roots, api.schemas, pages) : schemas;
  // Each named schema described with its anchor, and each of its properties (see `apiPropertyId`).
  const anchors = (pages ? Object.keys(described).filter((name) => pages[name] !== undefined) : Object.keys(schemas)).flatMap((name) => [apiSchemaAnchor(name), ...propertyIds(name, api.schemas[name])]);
  const requests = [operation, ...(operation.callbacks ?? []).map((callback) => callback.operation)];
  // A summary with markup, or too long for a title, is shown as written below the (plain, short) title.
  const summary = operation.summary !== undefined && operationLabel(operation) !== operation.summary ? { markdown: operation.summary, pointer: `${operation.pointer}/summary` } : undefined;
  const texts: ApiText[] = [
    ...(summary ? [summary] : []),
    ...requests.flatMap((request) => [
      ...(request.description ? [request.description] : []),
      ...request.parameters.flatMap((parameter) => (parameter.description ? [parameter.description] : [])),
      ...(request.requestBody?.description ? [request.requestBody.description] : []),
      ...request.responses.flatMap((response) => [...(response.description ? [response.description] : []), ...response.headers.flatMap((header) => (header.description ? [header.description] : []))]),
    ]),
    ...schemaTexts([...roots, ...Object.values(described)]),
  ];
  const media: Array<[ApiMediaType, 'request' | 'response']> = requests.flatMap((request) => [
    ...(request.requestBody?.content ?? []).map((entry): [ApiMediaType, 'request'] => [entry, 'request']),
    ...request.responses.flatMap((response) => response.content.map((entry): [ApiMediaType, 'response'] => [entry, 'response'])),
  ]);
  parts = {
    pages,
    schemas,
    anchors,
    texts,
    summary,
    exampleCode: media.map(([entry, direction]) => ({ pointer: entry.pointer, list: exampleCodes(entry, direction, api) })),
    // Each sample is a tab named by its label, so the block needs no title of its own.
    sampleCode: operation.webhook ? [] : requestSamples(operation, schemas, api.securitySchemes),
    requestPlan: planRequest(operation, schemas, api.securitySchemes),
  };
  localeFree.set(operation, parts);
  return parts;
}

/** The examples the spec gives for a media type, else one generated from its schema (JSON bodies only), as code to highlight. */
function exampleCodes(media: ApiMediaType, direction: 'request' | 'response', api: ApiModel): Array<{ language: string; label: Label; code: string; html?: string }> {
  const json = isJsonMediaType(media.mediaType);
  const show = (value: unknown, label: Label) => {
    const asText = typeof value === 'string' && !json;
    // `JSON.stringify` gives nothing for `undefined` (a written `value:` with nothing after it is null).
    return { language: asText ? 'text' : 'json', label, code: asText ? value : (JSON.stringify(value, null, 2) ?? 'null') };
  };
  if (media.examples.length > 0) {
    return media.examples.map((example) => {
      const label: Label = example.summary !== undefined ? { text: example.summary } : example.name === 'default' ? { key: 'api.example' } : { text: example.name };
      if ('value' in example) return show(example.value, label);
      // An example kept elsewhere (`externalValue`) is a link to it; one with only a summary is its label.
      return { language: 'text', label, code: '', html: example.externalValue !== undefined ? externalExample(example.externalValue) : '' };
    });
  }
  if (!json || !media.schema) return [];
  const generated = exampleFor(media.schema, api.schemas, direction);
  return generated === undefined ? [] : [show(generated, { key: 'api.generatedExample' })];
}

/** An example's `externalValue`: a link when it is a web address, else the text as written. */
function externalExample(url: string): string {
  const text = escapeHtml(url);
  return /^https?:\/\//i.test(url) ? `<p class="api-example-external"><a href="${text.replace(/"/g, '&quot;')}">${text}</a></p>` : `<p class="api-example-external"><code>${text}</code></p>`;
}

/** The ids of a named schema's properties where it is described (see `apiPropertyId`). */
export function propertyIds(name: string, schema: ApiSchemaObject | undefined): string[] {
  return (schema?.properties ?? []).map((property) => apiPropertyId(name, property.name));
}
