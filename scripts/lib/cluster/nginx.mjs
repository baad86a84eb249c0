// nginx for the cluster test and the scale-out bench: deploy/nginx.conf rendered for instances on
// this machine, run unprivileged (everything it writes lives in a temporary directory).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf');
/** The placeholder whose line is written once per instance. */
const SERVER_LINE = /\$\{APP_SERVER\}/;
const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx binary: on PATH or where Debian and the upstream packages put it; null when absent. */
export function findNginx() {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx'));
  return [...onPath, ...CANDIDATES].find((file) => existsSync(file)) ?? null;
}

/** Why nginx cannot run here, or null. */
export function nginxUnavailableReason() {
  return findNginx() ? null : 'nginx not found (Debian: apt-get install nginx)';
}

/**
 * deploy/nginx.conf with its placeholders filled in: every line holding `${APP_SERVER}` once per
 * instance address, every other `${NAME}` from `values`. Comments are left as they are; a
 * placeholder without a value is an error.
 */
export function renderNginxConfig(template, { servers, ...values }) {
  if (servers.length === 0) throw new Error('nginx needs at least one instance');
  const fill = (line) =>
    line.replace(/\$\{([A-Z_]+)\}/g, (match, name) => {
      if (values[name] === undefined) throw new Error(`deploy/nginx.conf: no value for ${match}`);
      return String(values[name]);
    });
  return template
    .split('\n')
    .flatMap((line) => {
      if (line.trimStart().startsWith('#')) return [line];
      if (!SERVER_LINE.test(line)) return [fill(line)];
      return servers.map((server) => fill(line.replace(SERVER_LINE, server)));
    })
    .join('\n');
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The shipped config with pooled connections to the instances, which deploy/nginx.conf leaves
 * out on purpose: only for bench/scale-out.mjs, to show what that choice costs.
 */
function withUpstreamKeepalive(config, connections) {
  return config
    .replace(/^(\s*)zone app 64k;$/m, `$1zone app 64k;\n$1keepalive ${connections};`)
    .replace(/^(\s*)proxy_http_version 1\.1;$/m, '$1proxy_http_version 1.1;\n$1proxy_set_header Connection "";');
}

/**
 * Starts nginx in front of `servers` (`host:port` strings) on a free port of its own, in the
 * foreground (`-g 'daemon off;'`), as a child of this process. `setServers` rewrites the upstream
 * list and reloads (SIGHUP: old workers finish their requests). `upstreamKeepalive`: see
 * withUpstreamKeepalive (0, the default, runs deploy/nginx.conf as shipped).
 */
export async function startNginx({ servers, upstreamKeepalive = 0 }) {
  const binary = findNginx();
  if (!binary) throw new Error(nginxUnavailableReason());
  const dir = mkdtempSync(path.join(tmpdir(), 'cluster-nginx-'));
  // As root the workers run as NGINX_USER; they only need to reach the temp directories.
  chmodSync(dir, 0o755);
  const logDir = path.join(dir, 'logs');
  const tempDir = path.join(dir, 'temp');
  mkdirSync(logDir);
  mkdirSync(tempDir);
  const port = await freePort();
  const configFile = path.join(dir, 'nginx.conf');
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const writeConfig = (list) => {
    const config = renderNginxConfig(template, {
      servers: list,
      NGINX_USER: userInfo().username,
      NGINX_PID_FILE: path.join(dir, 'nginx.pid'),
      NGINX_LOG_DIR: logDir,
      NGINX_TEMP_DIR: tempDir,
      NGINX_LISTEN: `127.0.0.1:${port}`,
    });
    writeFileSync(configFile, upstreamKeepalive ? withUpstreamKeepalive(config, upstreamKeepalive) : config);
  };
  writeConfig(servers);
  const args = ['-p', dir, '-c', configFile];
  // `nginx -t` first: a bad config is reported as such, not as a server that never listens.
  const test = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);

  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const readLog = (name) => {
    try {
      return readFileSync(path.join(logDir, name), 'utf8');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await isListening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${output}\n${readLog('error.log')}`);
    }
    await sleep(50);
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    configFile,
    /** The access log (format `upstreams`: where each request went). */
    accessLog: () => readLog('access.log'),
    errorLog: () => `${output}${readLog('error.log')}`,
    /** A new upstream list, applied by a graceful reload. */
    async setServers(list) {
      writeConfig(list);
      const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
      child.kill('SIGHUP');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM is nginx's fast shutdown; open event streams would hold a graceful one (SIGQUIT).
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
