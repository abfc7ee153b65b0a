import { API_SECTION_IDS, apiCallbackId, apiHeaderId, apiResponseId, apiStatusLabel, type ApiOperationPageData, type ApiRequestBody, type ApiResponse, type ContentProps } from '@laguna-docs/shared';
import { ApiContext, rememberingTranslator, useApi, type ApiRenderState } from './apiContext.js';
import { ApiMethod, ApiPath } from './Endpoint.js';
import { CodeTabs } from './CodeTabs.js';
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
  const t = rememberingTranslator(site);
  const state: ApiRenderState = { site, t, schemas: data.schemas, html: data.html, described: new Set(), ...(data.schemaPages ? { schemaPages: data.schemaPages } : {}) };
  const { operation } = data;
  const callbacks = operation.callbacks ?? [];
  return (
    <ApiContext.Provider value={state}>
      <div className="api-operation">
        <SpecText text={data.summary} className="api-text api-summary" />
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
          <section className="api-section" aria-labelledby={API_SECTION_IDS.parameters}>
            <h2 id={API_SECTION_IDS.parameters}>{t('api.parameters')}</h2>
            <ParametersTable parameters={operation.parameters} />
          </section>
        ) : null}

        {operation.requestBody ? <RequestBody body={operation.requestBody} examples={data.examples} anchored /> : null}

        {/* The request's samples beside the request, before the responses, which can be long. */}
        {data.samples.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.samples}>
            <h2 id={API_SECTION_IDS.samples}>{t('api.samples')}</h2>
            <CodeTabs items={data.samples} {...(data.requestPlan ? { inBrowser: { plan: data.requestPlan, note: t('api.sampleInBrowser', { sample: data.samples[0]?.label ?? '' }) } } : {})} />
          </section>
        ) : null}

        {operation.responses.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.responses}>
            <h2 id={API_SECTION_IDS.responses}>{t('api.responses')}</h2>
            <Responses responses={operation.responses} examples={data.examples} anchored />
          </section>
        ) : null}

        {callbacks.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.callbacks}>
            <h2 id={API_SECTION_IDS.callbacks}>{t('api.callbacks')}</h2>
            <p className="api-note">{t('api.callbackNote')}</p>
            {callbacks.map(({ name, operation: request }, index) => (
              <div className="api-callback" key={index}>
                <h3 id={apiCallbackId(index)}>{name}</h3>
                <p className="api-endpoint">
                  <ApiMethod method={request.method} />
                  <ApiPath path={request.path} />
                </p>
                <SpecText text={request.description} />
                {request.requestBody ? <RequestBody body={request.requestBody} examples={data.examples} anchored={false} /> : null}
                {request.responses.length > 0 ? (
                  <div className="api-callback-part">
                    <p className="api-fact-label">{t('api.responses')}</p>
                    <Responses responses={request.responses} examples={data.examples} anchored={false} />
                  </div>
                ) : null}
              </div>
            ))}
          </section>
        ) : null}

      </div>
    </ApiContext.Provider>
  );
}

/** A request body: the operation's own is a section the table of contents links to, a callback's a labelled part. */
function RequestBody({ body, examples, anchored }: { body: ApiRequestBody; examples: ApiOperationPageData['examples']; anchored: boolean }) {
  const { t } = useApi();
  const title = (
    <>
      {t('api.requestBody')}
      {body.required ? <span className="api-badge api-badge-required">{t('api.required')}</span> : null}
    </>
  );
  const parts = (
    <>
      <SpecText text={body.description} />
      <MediaTypes content={body.content} examples={examples} />
    </>
  );
  return anchored ? (
    <section className="api-section" aria-labelledby={API_SECTION_IDS.requestBody}>
      <h2 id={API_SECTION_IDS.requestBody}>{title}</h2>
      {parts}
    </section>
  ) : (
    <div className="api-callback-part">
      <p className="api-fact-label">{title}</p>
      {parts}
    </div>
  );
}

/**
 * Responses by status, each with its description, headers and bodies. `anchored` ones (the operation's
 * own) are h3 headings with ids the table of contents links to; a callback's are h4 without ids.
 */
function Responses({ responses, examples, anchored }: { responses: readonly ApiResponse[]; examples: ApiOperationPageData['examples']; anchored: boolean }) {
  const { t } = useApi();
  const Heading = anchored ? 'h3' : 'h4';
  return (
    <>
      {responses.map((response) => (
        <div className="api-response" key={response.status}>
          <Heading id={anchored ? apiResponseId(response.status) : undefined} className="api-response-head">
            <span className={`api-status api-status-${statusClass(response.status)}`}>{response.status}</span>
            {apiStatusLabel(response.status).slice(response.status.length)}
          </Heading>
          <SpecText text={response.description} />
          {response.headers.length > 0 ? (
            <div className="api-headers">
              <p className="api-fact-label">{t('api.headers')}</p>
              <ul className="api-properties">
                {response.headers.map((header) => (
                  <li className="api-property" key={header.name} id={anchored ? apiHeaderId(response.status, header.name) : undefined}>
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
          <MediaTypes content={response.content} examples={examples} />
        </div>
      ))}
    </>
  );
}
