import { ISLAND_REACT_KEY } from '@laguna-docs/shared';

export { ISLAND_REACT_KEY };

/** The React modules a component may import, given by laguna-docs: at build time ours, in the browser the page runtime's. */
export const REACT_MODULES: readonly string[] = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
