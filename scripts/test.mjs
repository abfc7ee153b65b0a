// Runs every test: compiles the packages (unless they are up to date with their sources), makes sure a Chromium for the browser tests is there,
// runs Vitest (unit, end-to-end and browser projects) and ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, options = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });

const compiled = run(process.execPath, ['scripts/build-packages.mjs']);
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const ensured = run(process.execPath, ['scripts/ensure-chromium.mjs']);
if (ensured.status !== 0) process.exit(ensured.status ?? 1);

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laguna-test-'));
const report = path.join(reportDir, 'report.json');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const tests = run(process.execPath, [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  skipped = result.numPendingTests + result.numTodoTests;
  if (!result.success && failed === 0) failed = 1;
} catch {
  failed = Math.max(1, failed);
}
fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(tests.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
