import { useContext } from 'react';
import { routeHref, type SiteData } from '@laguna-docs/shared';
import { ServerMarkupContext } from '../context.js';
import { t } from '../t.js';
import { ExternalIcon } from './icons.js';

/** Link columns from the config, then the copyright and the site version. */
export function Footer({ site }: { site: SiteData }) {
  const serverMarkup = useContext(ServerMarkupContext);
  // The same on every page of a locale: the build writes it once.
  return serverMarkup ? <footer className="footer" dangerouslySetInnerHTML={{ __html: serverMarkup('footer', <FooterInner site={site} />) }} /> : <footer className="footer"><FooterInner site={site} /></footer>;
}

function FooterInner({ site }: { site: SiteData }) {
  const { columns, copyright } = site.footer;
  return (
    <div className="footer-inner">
      {columns.length > 0 ? (
        <nav className="footer-columns" aria-label={t(site, 'footer.label')}>
          {columns.map((column) => (
            <div key={column.title} className="footer-column">
              <p className="footer-title">{column.title}</p>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.route !== undefined ? (
                      <a href={routeHref(site.basePath, site.locale.prefix, item.route)}>{item.label}</a>
                    ) : (
                      <a href={item.href} target="_blank" rel="noopener noreferrer">
                        {item.label}
                        <ExternalIcon />
                        <span className="sr-only"> {t(site, 'navbar.external')}</span>
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
      <div className="footer-bottom">
        {copyright ? <p>{copyright}</p> : null}
        {site.version ? <p className="footer-version">{t(site, 'footer.version', { version: site.version })}</p> : null}
      </div>
    </div>
  );
}
