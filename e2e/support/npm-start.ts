/**
 * `npm start` as a developer runs it (scripts/start.mjs, after the build), on free
 * ports and a state file of its own, for the specs that test what it reads from the
 * environment. Stopped with its whole process group (it runs the servers as a child).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A long-running child in a process group of its own, its output kept as it comes. */
export interface Running {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves once `text` has been printed; rejects if the process ends first or after `timeoutMs`. */
  printed(text: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function runDetached(command: string, args: readonly string[], opts: { cwd: string; env: NodeJS.ProcessEnv }): Running {
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const waiters = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const wake of waiters) wake();
  };
  child.stdout?.on('data', heard);
  child.stderr?.on('data', heard);
  child.on('exit', () => {
    for (const wake of waiters) wake();
  });
  return {
    child,
    output: () => output,
    printed: (text, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`not printed within ${timeoutMs} ms: ${text}\n${output}`)), timeoutMs);
        const done = (error?: Error) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (output.includes(text)) done();
          else if (child.exitCode !== null || child.signalCode !== null) done(new Error(`exited before printing ${text}:\n${output}`));
        };
        waiters.add(check);
        check();
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}

/** `npm start`'s script on free ports and a fresh state file; resolves once it says it is running. */
export async function npmStart(env: Record<string, string>): Promise<{ running: Running; checkoutUrl: string }> {
  const [checkoutPort, merchantPort] = [await freePort(), await freePort()];
  const running = runDetached(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CHECKOUT_PORT: String(checkoutPort),
      MERCHANT_PORT: String(merchantPort),
      PORTICO_STATE_FILE: join(mkdtempSync(join(tmpdir(), 'portico-npm-start-')), 'state.db'),
      ...env,
    },
  });
  await running.printed('Portico is running.');
  return { running, checkoutUrl: `http://127.0.0.1:${checkoutPort}` };
}
