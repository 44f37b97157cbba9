import { spawn } from 'node:child_process';
import { root } from '../stack/paths';

export interface Job {
  title: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface JobResult {
  title: string;
  ok: boolean;
  seconds: number;
  output: string;
}

/**
 * Runs jobs at most `width` at a time (the machine has two cores). Each job's output is kept and printed whole when
 * it ends, so parallel jobs do not interleave their lines.
 */
export async function runPool(jobs: Job[], width: number): Promise<JobResult[]> {
  const results: JobResult[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await runJob(jobs[i]!);
      const r = results[i]!;
      if (r.output.trim()) process.stdout.write(`${r.output.trimEnd()}\n`);
      console.log(`${r.ok ? '✓' : '✗'} ${r.title} (${r.seconds.toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}

function runJob(job: Job): Promise<JobResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, job.args, {
      cwd: root,
      env: job.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const done = (ok: boolean, extra = '') =>
      resolve({ title: job.title, ok, seconds: (Date.now() - started) / 1000, output: output + extra });
    child.once('error', (err) => done(false, `\n${err.message}`));
    child.once('close', (code) => done(code === 0));
  });
}
