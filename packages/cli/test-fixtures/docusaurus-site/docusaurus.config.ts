import { themes as prismThemes } from 'prism-react-renderer';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

// This runs in Node.js: no browser APIs or JSX here.

const config: Config = {
  title: 'Acme Widgets',
  tagline: 'Widgets for every workshop',
  favicon: 'img/favicon.ico',

  url: 'https://docs.acme.example',
  baseUrl: '/widgets/',

  organizationName: 'acme',
  projectName: 'widgets',

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',

  scripts: [{ src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'docs.acme.example' }],
  stylesheets: ['https://fonts.acme.example/inter.css'],
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.acme.example' } },
    { tagName: 'meta', attributes: { name: 'description', content: 'Acme widgets' } },
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'sl'],
    localeConfigs: {
      sl: { label: 'Slovenščina', htmlLang: 'sl-SI' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: 'https://github.com/acme/widgets/tree/main/website/',
        },
        blog: {
          showReadingTime: true,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    '@docusaurus/plugin-ideal-image',
    () => ({ name: 'custom-plugin', postBuild() {} }),
    [
      '@docusaurus/plugin-content-docs',
      { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' },
    ],
  ],
  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    navbar: {
      title: 'Acme Widgets',
      logo: { alt: 'Acme logo', src: 'img/logo.svg' },
      items: [
        { type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial' },
        { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { type: 'doc', docId: 'guides/install', label: 'Install' },
            { type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Support' },
            { to: '/blog', label: 'News' },
            { href: 'https://forum.acme.example', label: 'Forum' },
            { type: 'html', value: '<hr />' },
          ],
        },
        { type: 'dropdown', label: 'Legacy', items: [{ type: 'html', value: '<b>Old docs</b>' }] },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://github.com/acme/widgets', label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
        { title: 'Community', items: [{ label: 'Forum', href: 'https://forum.acme.example' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog' }] },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Acme, Inc.`,
    },
    algolia: { appId: 'X', apiKey: 'Y', indexName: 'widgets' },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
