import { describe, expect, it } from 'vitest';
import { assetKey, assetSizeKey } from '@laguna-docs/shared';
import { TEST_ROUTES } from '../testing/render.js';
import { resolveLink, type LinkContext } from './resolveLink.js';

const page: LinkContext = {
  basePath: '/laguna-docs/',
  localePrefix: '',
  fromPath: 'docs/contributing/backend/01-requirements.md',
  fromRoute: '/docs/contributing/backend/requirements',
  routesByPath: TEST_ROUTES,
};
const sl: LinkContext = { ...page, localePrefix: '/sl' };

describe('resolveLink', () => {
  it('turns a file link with a number prefix into the route of that file', () => {
    expect(resolveLink('./02-setup_and_run.md', page)).toEqual({ href: '/laguna-docs/docs/contributing/backend/setup_and_run' });
    expect(resolveLink('02-setup_and_run.md', page)).toEqual({ href: '/laguna-docs/docs/contributing/backend/setup_and_run' });
  });

  it('keeps the hash and query of a file link', () => {
    expect(resolveLink('./02-setup_and_run.md#run', page)).toEqual({ href: '/laguna-docs/docs/contributing/backend/setup_and_run#run' });
    expect(resolveLink('./03-testing.md?x=1#a', page)).toEqual({ href: '/laguna-docs/docs/contributing/backend/testing?x=1#a' });
  });

  it('resolves file links up the tree, from the locale root and to index files', () => {
    expect(resolveLink('../index.md', page)).toEqual({ href: '/laguna-docs/docs/contributing' });
    expect(resolveLink('../../overview/users.md', page)).toEqual({ href: '/laguna-docs/docs/overview/users' });
    expect(resolveLink('/docs/intro.md', page)).toEqual({ href: '/laguna-docs/docs/intro' });
    expect(resolveLink('/pages/markdown-page.md', page)).toEqual({ href: '/laguna-docs/markdown-page' });
  });

  it('decodes escaped characters in file names', () => {
    const routes = new Map([['docs/my page.md', '/docs/my-page']]);
    expect(resolveLink('./my%20page.md', { ...page, fromPath: 'docs/intro.md', routesByPath: routes })).toEqual({ href: '/laguna-docs/docs/my-page' });
  });

  it('gives routes the base path and drops trailing slashes', () => {
    expect(resolveLink('/docs/intro', page)).toEqual({ href: '/laguna-docs/docs/intro' });
    expect(resolveLink('/docs/intro/', page)).toEqual({ href: '/laguna-docs/docs/intro' });
    expect(resolveLink('/docs/intro#what', page)).toEqual({ href: '/laguna-docs/docs/intro#what' });
    expect(resolveLink('/', page)).toEqual({ href: '/laguna-docs/' });
  });

  it('resolves relative routes against the page route', () => {
    expect(resolveLink('testing', page)).toEqual({ href: '/laguna-docs/docs/contributing/backend/testing' });
    expect(resolveLink('../frontend/prep', page)).toEqual({ href: '/laguna-docs/docs/contributing/frontend/prep' });
    expect(resolveLink('../../overview/users#roles', page)).toEqual({ href: '/laguna-docs/docs/overview/users#roles' });
  });

  it('adds the locale prefix to routes and file links but not to assets', () => {
    expect(resolveLink('./02-setup_and_run.md', sl)).toEqual({ href: '/laguna-docs/sl/docs/contributing/backend/setup_and_run' });
    expect(resolveLink('/docs/intro', sl)).toEqual({ href: '/laguna-docs/sl/docs/intro' });
    expect(resolveLink('/', sl)).toEqual({ href: '/laguna-docs/sl/' });
    expect(resolveLink('/img/logo.svg', sl)).toEqual({ href: '/laguna-docs/img/logo.svg' });
  });

  it('gives assets the base path only', () => {
    expect(resolveLink('/img/logo.svg', page)).toEqual({ href: '/laguna-docs/img/logo.svg' });
    expect(resolveLink('/files/laguna.yaml', page)).toEqual({ href: '/laguna-docs/files/laguna.yaml' });
  });

  it('links a file beside the page source to where the build publishes it, in any locale', () => {
    const routes = new Map([
      [assetKey('en', 'docs/contributing/backend/flow.svg'), '/assets/media/flow.1111111111.svg'],
      [assetKey('sl', 'docs/contributing/backend/flow.svg'), '/assets/media/flow.2222222222.svg'],
      [assetKey('en', 'docs/contributing/slides.pdf'), '/assets/media/slides.3333333333.pdf'],
    ]);
    const beside = { ...page, routesByPath: routes, locale: 'en' };
    expect(resolveLink('./flow.svg', beside)).toEqual({ href: '/laguna-docs/assets/media/flow.1111111111.svg' });
    expect(resolveLink('flow.svg', { ...beside, localePrefix: '/sl', locale: 'sl' })).toEqual({ href: '/laguna-docs/assets/media/flow.2222222222.svg' });
    expect(resolveLink('../slides.pdf#page=2', beside)).toEqual({ href: '/laguna-docs/assets/media/slides.3333333333.pdf#page=2' });
    // An image of known size.
    const sized = { ...beside, routesByPath: new Map([...routes, [assetKey('en', 'docs/contributing/backend/shot.png'), '/assets/media/shot.4444444444.png'], [assetSizeKey('/assets/media/shot.4444444444.png'), '800x200']]) };
    expect(resolveLink('./shot.png', sized)).toEqual({ href: '/laguna-docs/assets/media/shot.4444444444.png', width: 800, height: 200 });
    // Not beside the source: relative to the page's route, as for a file in the static folder.
    expect(resolveLink('./other.png', beside)).toEqual({ href: '/laguna-docs/docs/contributing/backend/other.png' });
    expect(resolveLink('/docs/contributing/backend/flow.svg', beside)).toEqual({ href: '/laguna-docs/docs/contributing/backend/flow.svg' });
    // Without the source's locale (a spec text), files beside a page are not looked for.
    expect(resolveLink('./flow.svg', { ...page, routesByPath: routes })).toEqual({ href: '/laguna-docs/docs/contributing/backend/flow.svg' });
  });

  it('leaves external links, other schemes and anchors alone', () => {
    for (const url of ['https://github.com/SloveniaEngineering', 'http://127.0.0.1:6969/api', 'mailto:laguna@example.com', '//cdn.example.com/x.js', '#run', '']) {
      expect(resolveLink(url, page)).toEqual({ href: url });
    }
  });

  it('reports a link to a markdown file that is not a page', () => {
    expect(resolveLink('./99-missing.md#x', page)).toMatchInlineSnapshot(`
      {
        "broken": true,
        "message": "link to "./99-missing.md#x": no markdown page at "docs/contributing/backend/99-missing.md"",
      }
    `);
  });
});
