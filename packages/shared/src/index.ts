export * from './api.js';
export * from './diagnostics.js';
export * from './model.js';
export * from './routes.js';
export * from './storageKeys.js';
export * from './strings.js';
export * from './suggest.js';
export * from './theme.js';
