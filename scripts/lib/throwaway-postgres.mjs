// A throwaway PostgreSQL server for tests (DESIGN.md §9): a temp directory, a free loopback port,
// run as the `postgres` user when we are root (initdb refuses root), stopped by its pid.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await waitUntilReady(port, child, () => output);

  return {
    reason: null,
    server: {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      version: path.basename(path.dirname(binDir)),
      async stop() {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          // SIGINT is PostgreSQL's "fast shutdown"; runuser forwards it to the server.
          child.kill('SIGINT');
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
        }
        rmSync(dir, { recursive: true, force: true });
      },
    },
  };
}
