export { start } from './start.js';
