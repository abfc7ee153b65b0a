#!/usr/bin/env node
// Launcher for the laguna-docs CLI in this repository; the published package has its own.
// React's development build renders pages several times slower and only adds warnings meant for theme
// authors; choose the production build before anything loads React (hence the dynamic import).
process.env.NODE_ENV ??= 'production';
const { main } = await import('laguna-docs');

process.exitCode = await main(process.argv);
