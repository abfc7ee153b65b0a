import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GNU_TIME = '/usr/bin/time';

/**
 * Runs a command to completion and measures its wall time and peak resident set size.
 * Peak RSS comes from GNU time (`-v`, the kernel's ru_maxrss of the command and the children it
 * waited for) when it is installed, otherwise from polling `/proc/<pid>/status` (VmHWM of the command
 * alone). The wall time is taken here, from spawn to exit.
 *
 * Under GNU time it also gives the CPU time (user + system), which a busy shared machine inflates far
 * less than the wall time.
 *
 * Resolves `{ code, signal, timedOut, wallMs, cpuMs?, systemMs?, peakRssBytes, rssSource, stdout, stderr }`; never
 * rejects because the command failed.
 */
export function runTimed(command, args, options = {}) {
  const { cwd, env, timeoutMs = 0 } = options;
  const useTime = fs.existsSync(GNU_TIME);
  const report = useTime ? path.join(os.tmpdir(), `laguna-bench-time-${process.pid}-${Date.now()}.txt`) : undefined;
  const [file, argv] = useTime ? [GNU_TIME, ['-v', '-o', report, command, ...args]] : [command, args];

  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Its own process group, so a timeout ends the command and everything it started, and nothing else.
    const child = spawn(file, argv, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));

    let polledKb = 0;
    const poll = useTime ? undefined : setInterval(() => (polledKb = Math.max(polledKb, readVmHwmKb(child.pid))), 20);
    let timedOut = false;
    const timer = timeoutMs > 0 ? setTimeout(() => {
      timedOut = true;
      stop(child.pid, useTime);
    }, timeoutMs) : undefined;

    child.on('error', reject);
    child.on('close', (exitCode, signal) => {
      const wallMs = performance.now() - started;
      clearTimeout(timer);
      clearInterval(poll);
      let code = exitCode;
      let endSignal = signal;
      let peakKb = polledKb;
      let cpuMs;
      let systemMs;
      if (report) {
        const text = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
        fs.rmSync(report, { force: true });
        peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1] ?? NaN);
        const status = /Exit status: (\d+)/.exec(text)?.[1];
        if (status !== undefined) code = Number(status);
        const user = /User time \(seconds\): ([\d.]+)/.exec(text)?.[1];
        const system = /System time \(seconds\): ([\d.]+)/.exec(text)?.[1];
        if (user !== undefined && system !== undefined) [cpuMs, systemMs] = [(Number(user) + Number(system)) * 1000, Number(system) * 1000];
        const killed = /Command terminated by signal (\d+)/.exec(text)?.[1];
        if (killed) [code, endSignal] = [null, `signal ${killed}`];
      }
      resolve({
        code,
        signal: endSignal,
        timedOut,
        wallMs,
        ...(cpuMs !== undefined ? { cpuMs, systemMs } : {}),
        peakRssBytes: peakKb * 1024,
        rssSource: useTime ? 'GNU time ru_maxrss' : '/proc VmHWM',
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

/**
 * Ends a command that ran out of time. Under GNU time the command itself (time's child) gets SIGKILL
 * (a build busy rendering would not get to a SIGTERM handler), so that time still writes its report;
 * a second later the whole process group gets SIGKILL, for whatever the command had started.
 */
function stop(pid, underTime) {
  for (const target of underTime ? childPids(pid) : [pid]) {
    try {
      process.kill(target, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // The group has ended.
    }
  }, 1000).unref();
}

function childPids(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function readVmHwmKb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The stage timings a build prints (`✔ [en] parse markdown (29 pages) 3166 ms`) as
 * `[{ stage: '[en] parse markdown', detail: '29 pages', ms: 3166 }]`.
 */
export function parseStages(stdout) {
  const stages = [];
  for (const line of stdout.split('\n')) {
    const match = /^✔ (.+?)(?: \(([^)]*)\))? (\d+) ms$/.exec(line.trim());
    if (match) stages.push({ stage: match[1], ...(match[2] ? { detail: match[2] } : {}), ms: Number(match[3]) });
  }
  return stages;
}

/** Pages the CLI reports (`Built 68 pages into … in 812 ms`). */
export function parseBuiltPages(stdout) {
  const match = /Built (\d+) pages/.exec(stdout);
  return match ? Number(match[1]) : undefined;
}

/** The last lines of a failed command's output, for the report. */
export function failureSummary(result) {
  if (result.timedOut) return 'stopped at the time limit';
  if (/heap out of memory/.test(result.stderr)) return 'ran out of memory (JavaScript heap out of memory)';
  const lines = `${result.stderr}\n${result.stdout}`.split('\n').map((line) => line.trim()).filter(Boolean);
  const summary = lines.find((line) => /^✖/.test(line)) ?? lines.at(-1) ?? '';
  return `exit ${result.code ?? result.signal}${summary ? `: ${summary.replace(/^✖\s*/, '')}` : ''}`;
}
