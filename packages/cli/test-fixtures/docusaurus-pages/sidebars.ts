import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: ['intro', 'links', { type: 'category', label: 'Reference', items: ['reference/video', 'reference/api'] }],
};

export default sidebars;
