import { exampleFor } from '@laguna-docs/openapi/model';
import { operationLabel } from './operationGroups.js';
import { propertyIds } from './operationPage.js';
import { API_SECTION_IDS, apiSchemaAnchor, childSchemas, kebabCase, schemaHasContents, translate, uniqueSlug, type ApiModel, type ApiOperation, type ApiOperationSummary, type ApiSchema, type ApiSchemaPageData, type LinkRecord, type TocEntry, type UiStringKey, type UiStrings } from '@laguna-docs/shared';
import { renderSpecTexts, type ApiTextRenderer } from './renderApiText.js';
import { operationSchemas, schemaClosure, schemaTexts } from './schemaClosure.js';

export { SCHEMA_PAGES_AUTO_OPERATIONS, SCHEMA_PAGES_SEGMENT, schemaPageRoutes, type SchemaPagesSetting } from './schemaRoutes.js';

/** An operation as lists of operations show it: method, path and label, linking to its page. */
export function operationSummary(operation: ApiOperation, route: string): ApiOperationSummary {
  return { route: `${route}/${operation.slug}`, method: operation.method, path: operation.path, label: operationLabel(operation), deprecated: operation.deprecated };
}

const usersByModel = new WeakMap<ApiModel, Map<string, ApiOperation[]>>();

/** The operations that name each schema directly (not only through another named schema), in spec order. */
function schemaUsers(api: ApiModel): Map<string, ApiOperation[]> {
  let users = usersByModel.get(api);
  if (users) return users;
  users = new Map();
  for (const operation of api.operations) {
    const named = new Set<string>();
    const pending: ApiSchema[] = operationSchemas(operation);
    for (let index = 0; index < pending.length; index++) {
      const schema = pending[index]!;
      if ('ref' in schema) named.add(schema.ref);
      else pending.push(...childSchemas(schema));
    }
    for (const name of named) {
      const list = users.get(name);
      if (list) list.push(operation);
      else users.set(name, [operation]);
    }
  }
  usersByModel.set(api, users);
  return users;
}

/** A schema page's content data and what the page needs to know about it. */
export interface SchemaPageParts {
  data: ApiSchemaPageData;
  toc: TocEntry[];
  headingIds: string[];
  links: LinkRecord[];
}

/**
 * What a named schema's page shows: the schema (other named schemas inside it link to their pages), its
 * spec texts as HTML, a generated example and the operations that use it.
 */
export function schemaPage(api: ApiModel, name: string, route: string, routes: Record<string, string>, render: ApiTextRenderer, strings: UiStrings, locale: string): SchemaPageParts {
  const t = (key: UiStringKey) => translate(strings, locale, key);
  const schema = api.schemas[name]!;
  const schemas = schemaClosure([{ ref: name }], api.schemas);
  const described = schemaClosure([{ ref: name }], api.schemas, routes);
  const { html, links, headingIds: textIds } = renderSpecTexts(render, schemaTexts(Object.values(described)));
  const headingIds = [apiSchemaAnchor(name), ...propertyIds(name, schema), ...textIds];
  const value = exampleFor({ ref: name }, api.schemas, 'response');
  const label = t('api.generatedExample');
  const example = value === undefined ? undefined : { language: 'json', label, html: render.codes([{ language: 'json', code: JSON.stringify(value, null, 2) }])[0]! };
  const usedBy = (schemaUsers(api).get(name) ?? []).map((operation) => operationSummary(operation, route));
  const toc: TocEntry[] = [...(example ? [{ depth: 2, id: API_SECTION_IDS.example, text: label }] : []), ...(usedBy.length > 0 ? [{ depth: 2, id: API_SECTION_IDS.usedBy, text: t('api.usedBy') }] : [])];
  headingIds.push(...toc.map((entry) => entry.id));
  return { data: { name, schema, schemas, html, schemaPages: routes, ...(example ? { example } : {}), usedBy }, toc, headingIds, links };
}
