// Browser entry of the theme: only what hydration needs, and the overridable components a site's overrides wrap.
export { Layout } from './components/Layout.js';
export { components } from './components/originals.js';
