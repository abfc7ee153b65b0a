import { apiResponseId, apiStatusLabel, type ApiOperationPageData, type ContentProps } from '@laguna-docs/shared';
import { translator } from '../../t.js';
import { ApiContext, rememberingTranslator, type ApiRenderState } from './apiContext.js';
import { ApiMethod, ApiPath } from './Endpoint.js';
import { MediaTypes } from './MediaTypes.js';
import { ParametersTable } from './ParametersTable.js';
import { SecurityRequirements } from './SecurityText.js';
import { SpecText } from './SpecText.js';
import { TypeLabel } from './TypeLabel.js';

/** Status codes by class, for their colour: `2xx`, `4xx`, … or `default`. */
function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? `${status[0]}xx` : 'default';
}

/**
 * The main content of an operation page (`contentRenderers.apiOperation`): method and path, description,
 * authentication, parameters, request body, responses and request samples, all static HTML. A webhook's
 * page names the webhook instead of a path, says who sends the request, and has no samples.
 */
export function ApiOperationContent({ site, data }: ContentProps<ApiOperationPageData>) {
  const t = rememberingTranslator(translator(site));
  const state: ApiRenderState = { site, t, schemas: data.schemas, html: data.html, described: new Set(), ...(data.schemaPages ? { schemaPages: data.schemaPages } : {}) };
  const { operation } = data;
  return (
    <ApiContext.Provider value={state}>
      <div className="api-operation">
        <p className="api-endpoint">
          {operation.webhook ? <span className="api-badge api-badge-webhook">{t('api.webhook')}</span> : null}
          <ApiMethod method={operation.method} />
          <ApiPath path={operation.path} />
        </p>
        {operation.webhook ? <p className="api-webhook-note">{t('api.webhookNote')}</p> : null}
        {operation.deprecated ? <p className="api-deprecated">{t('api.deprecatedOperation')}</p> : null}
        <SpecText text={operation.description} />
        {/* A webhook's requirements say how the API proves itself to your server; without any there is nothing to say. */}
        {operation.webhook && operation.security.length === 0 ? null : <SecurityRequirements requirements={operation.security} schemes={data.securitySchemes} t={t} />}

        {operation.parameters.length > 0 ? (
          <section className="api-section" aria-labelledby="parameters">
            <h2 id="parameters">{t('api.parameters')}</h2>
            <ParametersTable parameters={operation.parameters} />
          </section>
        ) : null}

        {operation.requestBody ? (
          <section className="api-section" aria-labelledby="request-body">
            <h2 id="request-body">
              {t('api.requestBody')}
              {operation.requestBody.required ? <span className="api-badge api-badge-required">{t('api.required')}</span> : null}
            </h2>
            <SpecText text={operation.requestBody.description} />
            <MediaTypes content={operation.requestBody.content} examples={data.examples} />
          </section>
        ) : null}

        {operation.responses.length > 0 ? (
          <section className="api-section" aria-labelledby="responses">
            <h2 id="responses">{t('api.responses')}</h2>
            {operation.responses.map((response) => (
              <div className="api-response" key={response.status}>
                <h3 id={apiResponseId(response.status)} className="api-response-head">
                  <span className={`api-status api-status-${statusClass(response.status)}`}>{response.status}</span>
                  {apiStatusLabel(response.status).slice(response.status.length)}
                </h3>
                <SpecText text={response.description} />
                {response.headers.length > 0 ? (
                  <div className="api-headers">
                    <p className="api-fact-label">{t('api.headers')}</p>
                    <ul className="api-properties">
                      {response.headers.map((header) => (
                        <li className="api-property" key={header.name}>
                          <div className="api-property-head">
                            <code className="api-property-name">{header.name}</code>
                            {header.schema ? <span className="api-property-type"><TypeLabel schema={header.schema} /></span> : null}
                            {header.required ? <span className="api-badge api-badge-required">{t('api.required')}</span> : null}
                          </div>
                          <SpecText text={header.description} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <MediaTypes content={response.content} examples={data.examples} />
              </div>
            ))}
          </section>
        ) : null}

        {data.samples.length > 0 ? (
          <section className="api-section" aria-labelledby="request-samples">
            <h2 id="request-samples">{t('api.samples')}</h2>
            {data.samples.map((sample) => (
              <div className="api-sample" key={sample.language} dangerouslySetInnerHTML={{ __html: sample.html }} />
            ))}
          </section>
        ) : null}
      </div>
    </ApiContext.Provider>
  );
}
