import { latestVersion, routeHref, versionHome, type LayoutProps } from '@laguna-docs/shared';
import { storeVersionChoice } from '../hooks/useReadingVersion.js';
import { t } from '../t.js';

/**
 * The notice at the top of a page of a version other than the latest: "unreleased" on the unreleased
 * version, "no longer actively maintained" on older ones, each with a link to the same page in the latest
 * version (else where the latest starts). Rendered on the server from the page's data, so it takes its
 * place before first paint and nothing moves. Following the link makes the latest the reader's choice.
 */
export function VersionBanner({ site, page }: LayoutProps) {
  const versions = site.versions;
  const version = page.version ? versions?.find((entry) => entry.name === page.version) : undefined;
  const latest = versions ? latestVersion(versions) : undefined;
  if (!version || !latest || version.kind === 'latest' || version.name === latest.name) return null;
  const route = page.versionAlternates?.[latest.name] ?? versionHome(latest, page.kind === 'api');
  const text = t(site, version.kind === 'current' ? 'version.unreleased' : 'version.old', { version: version.label });
  // The sentence around the link comes from the locale's strings, so each language orders it its own way.
  const [before, after = ''] = t(site, 'version.seeLatest').split('{link}');
  return (
    <div className={`notice version-banner version-banner-${version.kind}`} role="note" data-version-banner={version.kind}>
      <p>
        {text}{' '}
        {route ? (
          <>
            {before}
            <a href={routeHref(site.basePath, site.locale.prefix, route)} data-version-choice={latest.name} onClick={() => storeVersionChoice(latest.name)}>
              {t(site, 'version.latestLink', { version: latest.label })}
            </a>
            {after}
          </>
        ) : null}
      </p>
    </div>
  );
}
