import { routeHref, type ContentProps, type HomeData } from '@laguna-docs/shared';
import { FeatureIcon } from './featureIcons.js';

/** The home page: a hero with the title, tagline and calls to action, then the feature cards. */
export function HomeContent({ site, data }: ContentProps<HomeData>) {
  const href = (route: string) => routeHref(site.basePath, site.locale.prefix, route);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title" className="hero-title">{data.title}</h1>
          {data.tagline ? <p className="hero-tagline">{data.tagline}</p> : null}
          {data.actions.length > 0 ? (
            <div className="hero-actions">
              {data.actions.map((action) => (
                <a key={action.route} className={`button button-${action.variant}`} href={href(action.route)}>
                  {action.text}
                </a>
              ))}
            </div>
          ) : null}
        </div>
      </section>
      {data.features.length > 0 ? (
        <section className="features">
          <ul className="features-grid">
            {data.features.map((feature) => (
              <li key={feature.title} className="feature">
                {feature.icon ? <FeatureIcon name={feature.icon} /> : null}
                <h2 className="feature-title">
                  {feature.route ? <a href={href(feature.route)}>{feature.title}</a> : feature.title}
                </h2>
                <p>{feature.details}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
