// Server processes for the benchmarks: started with their own environment on a free port, ready
// once their health URL answers 200, stopped with SIGTERM (SIGKILL after 5 s).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node <args>` from the repository root. stdout (request logs) goes to /dev/null, as a
 * production server's would go to a log collector; stderr is kept for the error message.
 */
export async function startProcess({ args, env = {}, healthPath = '/api/health', timeoutMs = 120_000 }) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} was not ready in ${timeoutMs / 1000} s:\n${stderr}`);
    }
    const ok = await fetch(`${url}${healthPath}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await sleep(200);
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs `node <args>` to completion and returns its stdout; throws with stderr on failure. */
export function runNode(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${stderr}`)),
    );
  });
}
