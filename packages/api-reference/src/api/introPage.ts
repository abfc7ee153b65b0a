import { API_SECTION_IDS, apiTagAnchor, translate, type ApiIntroPageData, type ApiModel, type ApiText, type LinkRecord, type TocEntry, type UiStringKey, type UiStrings } from '@laguna-docs/shared';
import { renderSpecTexts, type ApiTextRenderer } from './renderApiText.js';
import { groupOperations } from './operationGroups.js';
import { operationSummary } from './schemaPage.js';

/** The intro page's content data and what the page needs to know about it. */
export interface IntroPageParts {
  data: ApiIntroPageData;
  toc: TocEntry[];
  headingIds: string[];
  links: LinkRecord[];
}

/** What `/api` and `/api/introduction` show: the API's info, servers, auth schemes and an overview by tag. */
export function introPage(api: ApiModel, route: string, render: ApiTextRenderer, strings: UiStrings, locale: string): IntroPageParts {
  const t = (key: UiStringKey) => translate(strings, locale, key);
  const texts: ApiText[] = [
    ...(api.info.description ? [api.info.description] : []),
    ...api.servers.flatMap((server) => [...(server.description ? [server.description] : []), ...server.variables.flatMap((variable) => (variable.description ? [variable.description] : []))]),
    ...api.securitySchemes.flatMap((scheme) => (scheme.description ? [scheme.description] : [])),
    ...api.tags.flatMap((tag) => [...(tag.description ? [tag.description] : []), ...(tag.externalDocs?.description ? [tag.externalDocs.description] : [])]),
  ];
  const { html, links, headingIds, toc } = renderSpecTexts(render, texts, api.info.description);
  const { groups, ungrouped, webhooks } = groupOperations(api);
  const tags = groups.map(({ tag, operations }) => ({ tag, operations: operations.map((operation) => operationSummary(operation, route)) }));
  if (ungrouped.length > 0) {
    tags.push({ tag: { name: t('api.untagged') }, operations: ungrouped.map((operation) => operationSummary(operation, route)) });
  }
  if (webhooks.length > 0) tags.push({ tag: { name: t('api.webhooks') }, operations: webhooks.map((operation) => operationSummary(operation, route)) });
  const sections: TocEntry[] = [
    ...(api.servers.length > 0 ? [{ depth: 2, id: API_SECTION_IDS.servers, text: t('api.servers') }] : []),
    ...(api.securitySchemes.length > 0 ? [{ depth: 2, id: API_SECTION_IDS.security, text: t('api.securitySchemes') }] : []),
    ...(tags.length > 0 ? [{ depth: 2, id: API_SECTION_IDS.operations, text: t('api.operations') }] : []),
    ...tags.map(({ tag }) => ({ depth: 3, id: apiTagAnchor(tag.name), text: tag.name })),
  ];
  toc.push(...sections);
  headingIds.push(...sections.map((entry) => entry.id));
  return { data: { info: api.info, servers: api.servers, securitySchemes: api.securitySchemes, tags, html }, toc, headingIds, links };
}
