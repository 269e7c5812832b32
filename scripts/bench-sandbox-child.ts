/**
 * What a bench server process (bench-sandbox-server.ts, bench-sandbox-floor-server.ts)
 * says on stdout: `{"port":N}` once it listens, then `{"cpuMs":N}` (the CPU time the
 * process has used, every thread) for each `cpu` line on its stdin; `stop` runs when
 * stdin closes.
 */
import { createInterface } from 'node:readline';

export function serveBenchProtocol(port: number, stop: () => Promise<void>): void {
  process.stdout.write(`${JSON.stringify({ port })}\n`);
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    if (line !== 'cpu') return;
    const { user, system } = process.cpuUsage();
    process.stdout.write(`${JSON.stringify({ cpuMs: (user + system) / 1000 })}\n`);
  });
  lines.once('close', () => {
    void stop().finally(() => process.exit(0));
  });
}
