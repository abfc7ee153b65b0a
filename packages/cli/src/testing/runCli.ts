import { main } from '../program.js';

/** What a run of the CLI returned and printed, each stream's lines joined. */
export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `laguna-docs <args>` in `cwd` in this process, as the CLI's binary would. */
export async function runCli(cwd: string, args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['node', 'laguna-docs', ...args], { cwd, output: { out: (text) => out.push(text), err: (text) => err.push(text) } });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The run with its timings (`123 ms`) blanked out to `N ms`, so it can be pinned. */
export function blankTimings(run: CliRun): CliRun {
  const blank = (text: string) => text.replace(/\d+ ms/g, 'N ms');
  return { code: run.code, out: blank(run.out), err: blank(run.err) };
}
