// A throwaway PostgreSQL server for tests (DESIGN.md §9): a temp directory, a free loopback port,
// run as the `postgres` user when we are root (initdb refuses root), stopped by its pid.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

function findBinDir() {
  // initdb on PATH is often a symlink (/usr/local/bin/initdb -> /usr/lib/postgresql/15/bin/initdb).
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'initdb'));
  const candidates = [...onPath.filter((file) => existsSync(file)).map((file) => path.dirname(realpathSync(file)))];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(root, version, 'bin')));
  }
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) ?? null
  );
}

function userId(name) {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

async function waitUntilReady(port, child, log) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    const isOpen = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`postgres did not start in 30 s:\n${log()}`);
}

/** Why a throwaway server cannot run on this machine, or null when it can (nothing is started). */
export function postgresUnavailableReason() {
  if (!findBinDir()) return 'PostgreSQL binaries (initdb, postgres) not found';
  if (process.getuid?.() === 0 && !userId('postgres')) return 'running as root and there is no postgres user';
  return null;
}

/** Starts a server; returns null (with the reason) when the binaries are not on this machine. */
export async function startThrowawayPostgres() {
  const binDir = findBinDir();
  if (!binDir) return { server: null, reason: 'PostgreSQL binaries (initdb, postgres) not found' };
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? userId('postgres') : null;
  if (isRoot && !owner) return { server: null, reason: 'running as root and there is no postgres user' };

  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  chmodSync(dir, 0o700);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const asOwner = (command, args) =>
    owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

  const dataDir = path.join(dir, 'data');
  const [initCommand, initArgs] = asOwner(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });

  const port = await freePort();
  const [command, args] = asOwner(path.join(binDir, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  let output = '';
  /** The running postgres (through runuser when root), or null while paused or stopped. */
  let child = null;
  const launch = async () => {
    const started = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout.on('data', (chunk) => (output += chunk));
    started.stderr.on('data', (chunk) => (output += chunk));
    child = started;
    await waitUntilReady(port, started, () => output);
  };
  /** The postmaster's own pid: runuser turns a SIGINT into a SIGTERM ("smart" shutdown, which waits for clients). */
  const postmasterPid = () => {
    try {
      const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      return Number.isInteger(pid) && pid > 0 ? pid : null;
    } catch {
      return null;
    }
  };
  const signal = (running, name) => {
    const pid = postmasterPid();
    try {
      if (pid) process.kill(pid, name);
    } catch {}
    if (!pid || name === 'SIGKILL') running.kill(name);
  };
  const shutDown = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // SIGINT is PostgreSQL's "fast shutdown": clients are disconnected and the server exits at once.
    signal(running, 'SIGINT');
    let timer;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
    clearTimeout(timer);
    if (running.exitCode === null && running.signalCode === null) {
      signal(running, 'SIGKILL');
      await exited;
    }
  };
  await launch();

  return {
    reason: null,
    server: {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      version: path.basename(path.dirname(binDir)),
      /** Stops the server (fast shutdown) but keeps its data directory and port for `resume`. */
      async pause() {
        await shutDown();
      },
      /** Starts the server again on the same data directory and port. */
      async resume() {
        if (child) return;
        await launch();
      },
      async stop() {
        await shutDown();
        rmSync(dir, { recursive: true, force: true });
      },
    },
  };
}
