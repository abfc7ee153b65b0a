import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium: test tools that download a browser of their own cannot work here. */
export const CHROMIUM = process.env.LAGUNA_CHROMIUM ?? '/usr/bin/chromium';

/** How the browser tests' Chromium is started (once per run, in `globalSetup.ts`). */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
