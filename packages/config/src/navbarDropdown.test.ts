import { describe, expect, it } from 'vitest';
import { resolveConfig } from './loadConfig.js';
import { failureMessages as messages } from './testing/failureMessages.js';

const minimal = { title: 'Site', url: 'https://example.org' };
const withNavbar = (navbar: unknown[]) => resolveConfig({ ...minimal, navbar }, '/site', 'site.config.ts');


describe('navbar dropdown', () => {
  it('takes a label, links to routes and to other sites, and a position, left by default', () => {
    const { config } = withNavbar([
      { type: 'dropdown', label: { en: 'Community', sl: 'Skupnost' }, items: [{ label: 'Guides', to: '/docs/guides' }, { label: 'Forum', href: 'https://forum.example.org' }] },
      { type: 'dropdown', label: 'More', position: 'right', items: [{ label: { en: 'About', sl: 'O nas' }, to: '/about' }] },
    ]);
    expect(config.navbar).toEqual([
      { type: 'dropdown', label: { en: 'Community', sl: 'Skupnost' }, items: [{ label: 'Guides', to: '/docs/guides' }, { label: 'Forum', href: 'https://forum.example.org' }], position: 'left' },
      { type: 'dropdown', label: 'More', position: 'right', items: [{ label: { en: 'About', sl: 'O nas' }, to: '/about' }] },
    ]);
  });

  it('names the item that has neither or both of to and href, a to that is no route and an unknown key', () => {
    const dropdown = (items: unknown[]) => [{ type: 'dropdown', label: 'More', items }];
    expect(messages(() => withNavbar(dropdown([{ label: 'Guides' }])))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].items[0]: give exactly one of "to" or "href"; got {"label":"Guides"}",
      ]
    `);
    expect(messages(() => withNavbar(dropdown([{ label: 'Guides', to: '/guides', href: 'https://example.org/guides' }])))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].items[0]: give exactly one of "to" or "href"; got {"label":"Guides","to":"/guides","href":"https://example.org/guides"}",
      ]
    `);
    expect(messages(() => withNavbar(dropdown([{ label: 'Guides', to: '/guides' }, { label: 'Forum', to: 'forum' }])))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].items[1].to: not a route: give a route of the site, such as "/docs/intro"; got "forum"",
      ]
    `);
    expect(messages(() => withNavbar(dropdown([{ label: 'Guides', docId: 'guides' }])))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].items[0]: unknown field "docId"",
        "site.config.ts navbar[0].items[0]: give exactly one of "to" or "href"; got {"label":"Guides","docId":"guides"}",
      ]
    `);
  });

  it('needs at least one item and a label', () => {
    expect(messages(() => withNavbar([{ type: 'dropdown', label: 'More', items: [] }]))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].items: a dropdown needs at least one item; got []",
      ]
    `);
    expect(messages(() => withNavbar([{ type: 'dropdown', items: [{ label: 'Guides', to: '/guides' }] }]))).toMatchInlineSnapshot(`
      [
        "site.config.ts navbar[0].label: invalid input; missing",
      ]
    `);
  });
});
