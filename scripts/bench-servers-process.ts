/**
 * Starts scripts/bench-servers.ts in a child process for the bench and the trace: Playwright's driver
 * runs in this process, and a server here would answer the frame's requests between its messages.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface BenchServers {
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
  /** The bench's baseline frame, served beside the checkout (scripts/bench-empty-frame.html). */
  readonly emptyFrameUrl: string;
  /** The floor frames (scripts/bench-floor/), when asked for: React 19 alone, and with i18next on the runtime's English. */
  readonly reactFrameUrl?: string;
  readonly i18nextFrameUrl?: string;
  close(): Promise<void>;
}

/**
 * `runtimeDir`: a built runtime other than dist/runtime (the SDK and the demo merchant stay this checkout's).
 * `floor`: build and serve the floor frames too (a Vite build and brotli 11 of React: only the bench asks).
 */
export async function startBenchServers({ runtimeDir, floor = false }: { readonly runtimeDir?: string; readonly floor?: boolean } = {}): Promise<BenchServers> {
  const env = {
    ...process.env,
    ...(runtimeDir === undefined ? {} : { PORTICO_BENCH_RUNTIME: runtimeDir }),
    ...(floor ? { PORTICO_BENCH_FLOOR: '1' } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bench-servers.ts', import.meta.url))], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env,
  });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(([code]) => {
      throw new Error(`the bench's servers exited (${String(code)}) before they were up`);
    }),
  ])) as [string];
  const urls = JSON.parse(line) as Omit<BenchServers, 'close'>;
  return {
    ...urls,
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}
