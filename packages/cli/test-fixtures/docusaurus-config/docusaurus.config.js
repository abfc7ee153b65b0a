// @ts-check
const path = require('path');
const i18n = require('./config/i18n');
const { title, organization } = require('./config/site.json');

/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title,
  tagline: 'Configured the way real sites are',
  url: 'https://' + organization + '.example.org',
  baseUrl: '/handbook/',
  favicon: 'img/favicon.ico',
  i18n,
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: path.resolve(__dirname, './sidebars.json'),
          editUrl: `https://github.com/${organization}/handbook/tree/main/`,
        },
        blog: {
          showReadingTime: true,
        },
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title,
      items: [
        { to: 'docs/intro', label: 'Start' },
        { to: '/handbook/docs/guides/setup/', label: 'Setup' },
        { to: 'help', label: 'Help', position: 'right' },
        { to: 'blog', label: 'News', position: 'right' },
      ],
    },
    footer: {
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: 'docs/intro/' },
            { label: 'Help', to: '/help' },
            { label: 'Source', href: 'https://github.com/example/handbook' },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${organization}`,
    },
  },
  customFields: {
    buildId: process.env.BUILD_ID,
  },
};
