import { routeHref, type CategoryCard, type ContentProps, type HomeData } from '@laguna-docs/shared';
import { t } from '../t.js';

export function HomeContent({ site, data }: ContentProps<HomeData>) {
  return (
    <section className="hero">
      <p>{data.tagline}</p>
      {data.actions.map((action) => (
        <a key={action.route} href={routeHref(site.basePath, site.locale.prefix, action.route)}>{action.text}</a>
      ))}
    </section>
  );
}

export function CategoryContent({ site, data }: ContentProps<{ description?: string; cards: CategoryCard[] }>) {
  return (
    <>
      {data.description ? <p>{data.description}</p> : null}
      <ul>
        {data.cards.map((card) => (
          <li key={card.route}><a href={routeHref(site.basePath, site.locale.prefix, card.route)}>{card.label}</a></li>
        ))}
      </ul>
    </>
  );
}

export function NotFoundContent({ site }: ContentProps<null>) {
  return <p>{t(site, 'notFound.text')}</p>;
}
