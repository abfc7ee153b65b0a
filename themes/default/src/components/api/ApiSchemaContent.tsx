import { API_SECTION_IDS, type ApiSchemaPageData, type ContentProps } from '@laguna-docs/shared';
import { ApiContext, rememberingTranslator, type ApiRenderState } from './apiContext.js';
import { OperationList } from './Endpoint.js';
import { SchemaPageRoot } from './SchemaView.js';

/**
 * The main content of a named schema's own page (`contentRenderers.apiSchema`): its type, description,
 * facts and contents (other named schemas as links to their pages), a generated example, and the
 * operations that use it.
 */
export function ApiSchemaContent({ site, data }: ContentProps<ApiSchemaPageData>) {
  const t = rememberingTranslator(site);
  const state: ApiRenderState = { site, t, schemas: data.schemas, html: data.html, described: new Set(), schemaPages: data.schemaPages };
  return (
    <ApiContext.Provider value={state}>
      <div className="api-schema-page">
        <SchemaPageRoot name={data.name} />
        {data.example ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.example}>
            <h2 id={API_SECTION_IDS.example}>{data.example.label}</h2>
            <div className="api-example" dangerouslySetInnerHTML={{ __html: data.example.html }} />
          </section>
        ) : null}
        {data.usedBy.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.usedBy}>
            <h2 id={API_SECTION_IDS.usedBy}>{t('api.usedBy')}</h2>
            <OperationList site={site} operations={data.usedBy} />
          </section>
        ) : null}
      </div>
    </ApiContext.Provider>
  );
}
