import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { formatBytes } from './stats.mjs';

/** What the figures were measured on; the load average matters on a shared machine. */
export function describeMachine(root) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryBytes: os.totalmem(),
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    commit: gitCommit(root),
    date: new Date().toISOString(),
  };
}

export function formatMachine(machine) {
  return [
    `machine: ${machine.cpu}, ${machine.cores} cores, ${(machine.memoryBytes / 2 ** 30).toFixed(1)} GiB memory, ${machine.os}`,
    `node ${machine.node}; load average ${machine.loadAverage.join(' ')} at start; commit ${machine.commit}; ${machine.date}`,
  ].join('\n');
}

function gitCommit(root) {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}
