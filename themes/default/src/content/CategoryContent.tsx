import { routeHref, type CategoryCard, type ContentProps } from '@laguna-docs/shared';
import { t } from '../t.js';

/** A generated category index: the category's description, then one card per page or subcategory. */
export function CategoryContent({ site, data }: ContentProps<{ description?: string; cards: CategoryCard[] }>) {
  return (
    <>
      {data.description ? <p className="category-description">{data.description}</p> : null}
      <ul className="cards">
        {data.cards.map((card) => (
          <li key={card.route} className="card">
            <a href={routeHref(site.basePath, site.locale.prefix, card.route)}>
              <span className="card-title">
                <CardIcon folder={card.count !== undefined} />
                {card.label}
              </span>{' '}
              {card.count !== undefined ? (
                <span className="card-text">{t(site, 'category.items', { count: card.count })}</span>
              ) : card.description ? (
                <span className="card-text">{card.description}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A folder for subcategories, a page for pages. */
function CardIcon({ folder }: { folder: boolean }) {
  return (
    <svg className="card-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={folder ? 'M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z' : 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6'} />
    </svg>
  );
}
