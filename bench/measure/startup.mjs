import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTimed } from '../lib/runTimed.mjs';
import { formatMs, median } from '../lib/stats.mjs';

const BUDGET_MS = 150;

/**
 * The command line's start: `--help` until it exits, and `serve` of a built folder until it says it
 * listens (then stopped), `runs` times each, alternating: the median wall time, and for `--help` the
 * median CPU time (from GNU time, where installed).
 */
export async function measureStartup({ root, runs }) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-bench-startup-'));
  try {
    fs.writeFileSync(path.join(site, 'laguna-docs.config.mjs'), `export default { title: 'T', url: 'https://example.org' };\n`);
    fs.mkdirSync(path.join(site, 'build'));
    fs.writeFileSync(path.join(site, 'build/index.html'), '<p>built</p>');
    const help = [];
    const serve = [];
    for (let i = 0; i < runs; i++) {
      const run = await runTimed(process.execPath, [path.join(root, 'bin/laguna-docs.js'), '--help'], { cwd: site });
      help.push({ wallMs: Math.round(run.wallMs), cpuMs: run.cpuMs });
      serve.push(await timeCommand(root, site, ['serve', '--port', '0'], 'Press Ctrl+C'));
    }
    const row = (what, list) => {
      const wall = median(list.map((run) => run.wallMs));
      const cpu = list.every((run) => run.cpuMs !== undefined) ? ` (CPU ${formatMs(median(list.map((run) => run.cpuMs)))})` : '';
      return { what, measured: `${formatMs(wall)} wall${cpu}, median of ${list.length}`, budget: `≤ ${BUDGET_MS} ms`, ok: wall <= BUDGET_MS };
    };
    return { name: 'startup', title: 'Start of the command line', rows: [row('laguna-docs --help', help), row('laguna-docs serve of a built folder, until it listens', serve)], details: { help, serve } };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

/** Runs the CLI until it prints `until`, then stops it; the wall time until then. */
function timeCommand(root, cwd, args, until) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bin/laguna-docs.js'), ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let wallMs;
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (wallMs === undefined && out.includes(until)) {
        wallMs = performance.now() - started;
        child.kill('SIGTERM');
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => (wallMs === undefined ? reject(new Error(`laguna-docs ${args.join(' ')} ended (${code}) before "${until}": ${out}`)) : resolve({ wallMs: Math.round(wallMs) })));
  });
}
