import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';
import codeImport from 'remark-code-import';

/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Tabbed',
  url: 'https://tabbed.example',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.cjs',
          remarkPlugins: [[npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }], tabBlocks, codeImport],
        },
        blog: false,
      },
    ],
  ],
};
