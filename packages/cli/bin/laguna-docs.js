#!/usr/bin/env node
// The laguna-docs command.
// React's development build renders pages several times slower and only adds warnings meant for theme
// authors; choose the production build before anything loads React (hence the dynamic import).
process.env.NODE_ENV ??= 'production';
const { main } = await import("../dist/index.js");

process.exitCode = await main(process.argv);
