#!/usr/bin/env node
// Launcher for the laguna-docs CLI in this repository; the published package has its own.
import { main } from 'laguna-docs';

process.exitCode = await main(process.argv);
