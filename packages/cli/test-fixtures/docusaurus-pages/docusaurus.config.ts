import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { SITE_URL, BASE } from './src/constants';

const config: Config = {
  title: 'Widgets',
  tagline: 'Pages that import things',
  url: SITE_URL,
  baseUrl: BASE,
  onBrokenLinks: 'throw',
  trailingSlash: true,
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          routeBasePath: '/',
        },
        blog: false,
      } satisfies Preset.Options,
    ],
  ],
  customFields: {
    supportEmail: 'help@widgets.example',
  },
};

export default config;
