// Browser entry of the theme: only what hydration needs.
export { Layout } from './components/Layout.js';
