/**
 * The processes an engine's driver needs on this machine: an X server when there is no
 * display (WebKit's MiniBrowser cannot start without one) and free ports. Each is
 * stopped by the worker that started it, by its own process id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Started {
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
}

/** Xvfb on the first free display (it writes the number it took to fd 3); `DISPLAY` value and its stopper. */
export async function startXvfb(): Promise<{ display: string } & Started> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const fd3 = child.stdio[3] as NodeJS.ReadableStream;
    fd3.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it took a display: is the xvfb package installed?`)));
    child.once('error', reject);
  });
  return { display, child, stop: stopper(child) };
}

/** Starts `command` and waits until `ready` says its output shows it is up. */
export async function startServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void,
  isUp: () => Promise<boolean>,
): Promise<Started> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let buffered = '';
  const read = (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    if (await isUp().catch(() => false)) return { child, stop: stopper(child) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopper(child)();
  throw new Error(`${command} did not come up in 15 s`);
}
