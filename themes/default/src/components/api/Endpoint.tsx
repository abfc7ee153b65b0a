import { routeHref, type ApiOperationSummary, type SiteData } from '@laguna-docs/shared';

/** An HTTP method as a coloured label, for the head of an operation page and the API overview. */
export function ApiMethod({ method, small = false }: { method: string; small?: boolean }) {
  const name = method.toLowerCase();
  return <span className={`api-method api-method-${/^[a-z]+$/.test(name) ? name : 'other'}${small ? ' api-method-small' : ''}`}>{method.toUpperCase()}</span>;
}

/** A path with its `{parameters}` marked, breakable after each slash on narrow screens. */
export function ApiPath({ path }: { path: string }) {
  const parts = path.split(/(\{[^}]+\})/);
  return (
    <code className="api-path">
      {parts.map((part, index) =>
        /^\{[^}]+\}$/.test(part) ? (
          <span className="api-path-parameter" key={index}>{part}</span>
        ) : (
          part.split('/').map((segment, i) =>
            i === 0 && segment === '' ? null : (
              <span key={`${index}-${i}`}>
                {i > 0 ? (
                  <>
                    {index > 0 || i > 1 ? <wbr /> : null}/
                  </>
                ) : null}
                {segment}
              </span>
            ),
          )
        ),
      )}
    </code>
  );
}

/** Operations as links, each with its method, label and path: the overview's lists and a schema's users. */
export function OperationList({ site, operations }: { site: SiteData; operations: readonly ApiOperationSummary[] }) {
  return (
    <ul className="api-operation-list">
      {operations.map((operation) => (
        <li key={operation.route}>
          <a href={routeHref(site.basePath, site.locale.prefix, operation.route)}>
            <ApiMethod method={operation.method} small />
            <span className="api-operation-label">{operation.label}</span>
            <code className="api-operation-path">{operation.path}</code>
          </a>
        </li>
      ))}
    </ul>
  );
}
