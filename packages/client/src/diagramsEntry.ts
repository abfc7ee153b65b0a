// The lazily loaded diagram chunk: fetched by pages with a ```mermaid block, which it draws with Mermaid.
export { drawDiagrams } from './diagrams.js';
