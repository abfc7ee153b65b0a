import { apiParameterIds, schemaHasContents, type ApiParameter } from '@laguna-docs/shared';
import { useApi } from './apiContext.js';
import { siteMarkup } from './rememberedDescription.js';
import { SchemaFacts } from './SchemaFacts.js';
import { SchemaContents } from './SchemaView.js';
import { SpecText } from './SpecText.js';
import { TypeLabel } from './TypeLabel.js';
import { formatValue, resolveSchema } from './schemaText.js';

/** The parameters of an operation: name, place, type, whether required, description with facts, example. */
export function ParametersTable({ parameters }: { parameters: readonly ApiParameter[] }) {
  const api = useApi();
  const { t } = api;
  const ids = apiParameterIds(parameters);
  return (
    <div className="api-table-wrapper" tabIndex={0}>
      <table className="api-table">
        {/* The same header row on every page of the locale. */}
        <thead dangerouslySetInnerHTML={{ __html: siteMarkup(api, 'parameters-head', () => <ParametersHead />) }} />
        <tbody>
          {parameters.map((parameter, index) => {
            const resolved = parameter.schema ? resolveSchema(parameter.schema, api.schemas) : undefined;
            return (
              <tr key={`${parameter.in}:${parameter.name}`} id={ids[index]}>
                <th scope="row">
                  <code className="api-property-name">{parameter.name}</code>
                  {parameter.deprecated || resolved?.object.deprecated ? <span className="api-badge api-badge-deprecated">{t('api.deprecated')}</span> : null}
                </th>
                <td data-label={t('api.column.in')}>{t(`api.in.${parameter.in}`)}</td>
                <td data-label={t('api.column.type')}>
                  {parameter.schema ? <TypeLabel schema={parameter.schema} /> : null}
                  {parameter.contentType ? <> <code className="api-media-type-inline">{parameter.contentType}</code></> : null}
                </td>
                <td data-label={t('api.column.required')}>{parameter.required ? <span className="api-badge api-badge-required">{t('api.yes')}</span> : t('api.no')}</td>
                <td data-label={t('api.column.description')}>
                  <SpecText text={parameter.description ?? (resolved?.name ? resolved.object.description : undefined)} />
                  {resolved ? <SchemaFacts schema={{ ...resolved.object, examples: [] }} /> : null}
                  {/* An unnamed object or union (a deepObject filter, JSON in a query) shows what it holds; a named one links to it. */}
                  {resolved && !resolved.name && schemaHasContents(resolved.object, api.schemas) ? (
                    <details className="api-nested">
                      <summary>{t('api.details')}</summary>
                      <SchemaContents schema={resolved.object} trail={[]} />
                    </details>
                  ) : null}
                </td>
                <td data-label={t('api.column.example')}>{'example' in parameter ? <code className="api-example-value">{typeof parameter.example === 'string' ? parameter.example : formatValue(parameter.example)}</code> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The table's header row. */
function ParametersHead() {
  const { t } = useApi();
  return (
    <tr>
      <th scope="col">{t('api.column.name')}</th>
      <th scope="col">{t('api.column.in')}</th>
      <th scope="col">{t('api.column.type')}</th>
      <th scope="col">{t('api.column.required')}</th>
      <th scope="col">{t('api.column.description')}</th>
      <th scope="col">{t('api.column.example')}</th>
    </tr>
  );
}
