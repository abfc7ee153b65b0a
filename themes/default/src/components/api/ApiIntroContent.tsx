import { API_SECTION_IDS, apiTagAnchor, type ApiIntroPageData, type ContentProps } from '@laguna-docs/shared';
import { ApiContext, rememberingTranslator, type ApiRenderState } from './apiContext.js';
import { OperationList } from './Endpoint.js';
import { schemeText } from './SecurityText.js';
import { SpecText } from './SpecText.js';

/**
 * The main content of `/api` and `/api/introduction` (`contentRenderers.apiIntro`): version and licence,
 * the spec's description, servers, authentication schemes and every operation by tag.
 */
export function ApiIntroContent({ site, data }: ContentProps<ApiIntroPageData>) {
  const t = rememberingTranslator(site);
  const state: ApiRenderState = { site, t, schemas: {}, html: data.html, described: new Set() };
  const { info } = data;
  const licenseHref = info.license?.url ?? (info.license?.identifier ? `https://spdx.org/licenses/${info.license.identifier}.html` : undefined);
  return (
    <ApiContext.Provider value={state}>
      <div className="api-intro">
        <ul className="api-meta">
          <li><span className="api-version">{t('api.version', { version: info.version })}</span></li>
          {info.license ? (
            <li>
              <span className="api-fact-label">{t('api.license')}:</span> {licenseHref ? <a href={licenseHref}>{info.license.name}</a> : info.license.name}
            </li>
          ) : null}
          {info.contact && (info.contact.name || info.contact.email || info.contact.url) ? (
            <li>
              <span className="api-fact-label">{t('api.contact')}:</span>{' '}
              {info.contact.url ? <a href={info.contact.url}>{info.contact.name ?? info.contact.url}</a> : info.contact.name}
              {info.contact.email ? <> <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a></> : null}
            </li>
          ) : null}
          {info.termsOfService ? <li><a href={info.termsOfService}>{t('api.terms')}</a></li> : null}
        </ul>
        {info.summary ? <p className="api-summary">{info.summary}</p> : null}
        <SpecText text={info.description} />

        {data.servers.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.servers}>
            <h2 id={API_SECTION_IDS.servers}>{t('api.servers')}</h2>
            <ul className="api-properties">
              {data.servers.map((server) => (
                <li className="api-property" key={server.url}>
                  <div className="api-property-head"><code className="api-server-url">{server.url}</code></div>
                  <SpecText text={server.description} />
                  {server.variables.length > 0 ? (
                    <ul className="api-facts">
                      {server.variables.map((variable) => (
                        <li key={variable.name}>
                          <code>{`{${variable.name}}`}</code> = <code>{variable.default}</code>
                          {variable.enum ? <> ({variable.enum.join(', ')})</> : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {data.securitySchemes.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.security}>
            <h2 id={API_SECTION_IDS.security}>{t('api.securitySchemes')}</h2>
            <ul className="api-properties">
              {data.securitySchemes.map((scheme) => (
                <li className="api-property" key={scheme.key}>
                  <div className="api-property-head">
                    <code className="api-property-name">{scheme.key}</code>
                    <span className="api-property-type">{schemeText(scheme, t)}</span>
                  </div>
                  <SpecText text={scheme.description} />
                  {(scheme.flows ?? []).map((flow) => (
                    <ul className="api-facts" key={flow.flow}>
                      <li><span className="api-fact-label">{flow.flow}:</span> {[flow.authorizationUrl, flow.tokenUrl].filter(Boolean).map((url) => <code key={url}>{url}</code>)}</li>
                      {Object.keys(flow.scopes).length > 0 ? <li><span className="api-fact-label">{t('api.scopes')}:</span> {Object.keys(flow.scopes).join(', ')}</li> : null}
                    </ul>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {data.tags.length > 0 ? (
          <section className="api-section" aria-labelledby={API_SECTION_IDS.operations}>
            <h2 id={API_SECTION_IDS.operations}>{t('api.operations')}</h2>
            {data.tags.map(({ tag, operations }) => (
              <div className="api-tag" key={tag.name}>
                <h3 id={apiTagAnchor(tag.name)}>{tag.name}</h3>
                <SpecText text={tag.description} />
                {tag.externalDocs ? <p><a href={tag.externalDocs.url}>{tag.externalDocs.description?.markdown ?? tag.externalDocs.url}</a></p> : null}
                <OperationList site={site} operations={operations} />
              </div>
            ))}
          </section>
        ) : null}
      </div>
    </ApiContext.Provider>
  );
}
