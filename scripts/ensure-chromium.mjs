// The browser tests drive the system's Chromium (Debian package `chromium`); test tools that download
// a browser of their own cannot be used. Installs it with apt-get when it is missing and we may.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.LAGUNA_CHROMIUM ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium) or set LAGUNA_CHROMIUM to its path.`);
  process.exit(1);
}
console.log('Installing Chromium for the browser tests (apt-get install chromium)…');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
