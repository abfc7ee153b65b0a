import type { ApiSecurityRequirement, ApiSecurityScheme } from '@laguna-docs/shared';
import type { Translator } from '../../t.js';

/** A security scheme in words: "API key in the X-Access-Token header", "HTTP bearer authentication". */
export function schemeText(scheme: ApiSecurityScheme, t: Translator): string {
  switch (scheme.type) {
    case 'apiKey': {
      const place = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
      return t(`api.scheme.apiKey.${place}`, { name: scheme.name ?? '' });
    }
    case 'http':
      return t('api.scheme.http', { scheme: scheme.scheme ?? '' });
    case 'oauth2':
    case 'openIdConnect':
    case 'mutualTLS':
      return t(`api.scheme.${scheme.type}`);
    default:
      return scheme.type;
  }
}

/** What an operation needs to be called: nothing, one set of credentials, or a choice of them. */
export function SecurityRequirements({ requirements, schemes, t }: { requirements: readonly ApiSecurityRequirement[]; schemes: readonly ApiSecurityScheme[]; t: Translator }) {
  const describe = (requirement: ApiSecurityRequirement) =>
    requirement.length === 0
      ? t('api.auth.none')
      : requirement
          .map(({ scheme, scopes }) => {
            const found = schemes.find((candidate) => candidate.key === scheme);
            const text = found ? schemeText(found, t) : scheme;
            return scopes.length > 0 ? `${text} (${t('api.scopes')}: ${scopes.join(', ')})` : text;
          })
          .join(' + ');
  return (
    <div className="api-auth">
      <span className="api-fact-label">{t('api.security')}:</span>{' '}
      {requirements.length === 0 ? (
        t('api.auth.none')
      ) : requirements.length === 1 ? (
        describe(requirements[0]!)
      ) : (
        <>
          {t('api.auth.anyOf')}
          <ul>
            {requirements.map((requirement, index) => (
              <li key={index}>{describe(requirement)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
