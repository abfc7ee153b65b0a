import { describe, expect, it } from 'vitest';
import { docPage, siteData } from '../test/fixtures.js';
import { renderStatic } from '../test/html.js';
import { CategoryContent } from './CategoryContent.js';
import { HomeContent } from './HomeContent.js';
import { NotFoundContent } from './NotFoundContent.js';

const home = {
  title: 'Laguna',
  tagline: 'A private BitTorrent tracker',
  actions: [
    { text: 'Read the docs', route: '/docs/intro', variant: 'primary' as const },
    { text: 'API', route: '/api', variant: 'secondary' as const },
  ],
  features: [
    { title: 'Private', details: 'Personal announce URLs.', icon: 'lock', route: '/docs/overview/peers' },
    { title: 'Ratings', details: 'From 0 to 10.', icon: '⭐' },
  ],
};

describe('HomeContent', () => {
  it('renders the hero with one h1 and the calls to action in the current locale', () => {
    const sl = renderStatic(<HomeContent site={siteData('sl')} page={docPage('sl')} data={home} />);
    expect(sl.text('.hero h1')).toBe('Laguna');
    expect(sl.all('h1')).toHaveLength(1);
    expect(sl.attr('.hero', 'aria-labelledby')).toBe(sl.attr('.hero h1', 'id'));
    expect(sl.text('.hero-tagline')).toBe('A private BitTorrent tracker');
    expect(sl.all('.hero-actions a').map((a) => [a.properties.href, (a.properties.className as string[]).join(' ')])).toEqual([
      ['/laguna-docs/sl/docs/intro', 'button button-primary'],
      ['/laguna-docs/sl/api', 'button button-secondary'],
    ]);
  });

  it('renders feature cards with named icons drawn and other icons shown as text', () => {
    const en = renderStatic(<HomeContent site={siteData('en')} page={docPage('en')} data={home} />);
    expect(en.all('.feature h2').map((h) => h.children.length)).toHaveLength(2);
    expect(en.attr('.feature:first-child h2 a', 'href')).toBe('/laguna-docs/docs/overview/peers');
    expect(en.has('.feature:first-child .feature-icon svg')).toBe(true);
    expect(en.text('.feature:nth-child(2) .feature-icon')).toBe('⭐');
    expect(en.attr('.feature:nth-child(2) .feature-icon', 'aria-hidden')).toBe('true');
  });
});

describe('CategoryContent', () => {
  const cards = [
    { label: 'Users', route: '/docs/overview/users', description: 'Accounts on the tracker.' },
    { label: 'Backend', route: '/docs/category/backend', count: 1 },
    { label: 'Frontend', route: '/docs/category/frontend', count: 2 },
    { label: 'Guides', route: '/docs/category/guides', count: 3 },
    { label: 'More', route: '/docs/category/more', count: 5 },
  ];

  it('shows the description and one linked card per item', () => {
    const en = renderStatic(<CategoryContent site={siteData('en')} page={docPage('en')} data={{ description: 'Concepts.', cards }} />);
    expect(en.text('.category-description')).toBe('Concepts.');
    expect(en.all('.card a').map((a) => a.properties.href)).toEqual(cards.map((card) => `/laguna-docs${card.route}`));
    expect(en.text('.card:first-child a')).toBe('Users Accounts on the tracker.');
  });

  it('counts subcategory items with the plural forms of each language', () => {
    const counts = (code: 'en' | 'sl') =>
      renderStatic(<CategoryContent site={siteData(code)} page={docPage(code)} data={{ cards }} />).all('.card-text').slice(1).map((node) => (node.children[0] as { value: string }).value);
    expect(counts('en')).toEqual(['1 page', '2 pages', '3 pages', '5 pages']);
    expect(counts('sl')).toEqual(['1 stran', '2 strani', '3 strani', '5 strani']);
  });
});

describe('NotFoundContent', () => {
  it('asks the visitor to tell the owners of the linking page that the link is broken, in both languages', () => {
    const en = renderStatic(<NotFoundContent site={siteData('en')} page={docPage('en')} data={null} />);
    expect(en.text('.not-found')).toMatchInlineSnapshot(`"We could not find what you were looking for. Please contact the owner of the site that linked you to the original URL and let them know their link is broken. Go to the home page"`);
    expect(en.attr('.not-found a', 'href')).toBe('/laguna-docs/');
    const sl = renderStatic(<NotFoundContent site={siteData('sl')} page={docPage('sl')} data={null} />);
    expect(sl.text('.not-found')).toMatchInlineSnapshot(`"Žal nismo našli, kar ste iskali. Obvestite lastnika strani, ki vas je napotila na ta naslov, da je povezava okvarjena. Na domačo stran"`);
    expect(sl.attr('.not-found a', 'href')).toBe('/laguna-docs/sl/');
  });
});
