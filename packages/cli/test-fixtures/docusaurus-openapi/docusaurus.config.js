// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Petstore',
  tagline: 'Pets, with an API',
  url: 'https://petstore.example',
  baseUrl: '/',
  presets: [
    [
      'docusaurus-preset-openapi',
      /** @type {import('docusaurus-preset-openapi').Options} */
      ({
        docs: {
          sidebarPath: require.resolve('./sidebars'),
          remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]],
        },
        api: {
          path: 'api/petstore.yaml',
          routeBasePath: 'api',
        },
        blog: {
          showReadingTime: true,
        },
      }),
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Petstore',
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs' },
        { to: 'api', label: 'API' },
        { to: 'blog', label: 'Blog' },
        { to: 'showcase', label: 'Showcase' },
        { to: 'docs/guides/adopt/', label: 'Adopt' },
      ],
    },
    footer: {
      links: [
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Showcase', to: '/showcase' },
            { label: 'API', to: '/api' },
          ],
        },
      ],
    },
  },
};

module.exports = config;
