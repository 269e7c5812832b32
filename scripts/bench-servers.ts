/**
 * The bench's servers in a process of their own. Served from the bench's own process, every request
 * waited behind Playwright's in-process driver, which handles each frame's protocol traffic on the same
 * JavaScript thread: the card's dozen requests queued there, the empty frame's one hardly did.
 * Prints one JSON line of URLs, then serves until stdin closes. `PORTICO_BENCH_RUNTIME` names another
 * built runtime to serve than dist/runtime (scripts/bench-compare.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBenchFloor } from './bench-floor/build';
import { floorFiles } from './bench-floor/serve';
import { startServers } from '../e2e/support/servers';

const servers = await startServers({
  merchantPort: 0,
  checkoutPort: 0,
  merchantHost: 'localhost',
  checkoutHost: '127.0.0.1',
  stateFile: join(mkdtempSync(join(tmpdir(), 'portico-bench-')), 'state.json'),
  quiet: true,
  ...(process.env.PORTICO_BENCH_RUNTIME ? { runtimeDir: process.env.PORTICO_BENCH_RUNTIME } : {}),
});
// The baseline frames, served beside the checkout (same host, so the same site and cache partition)
// by the bench alone: nothing of them ships in dist/runtime. The empty frame is the least a checkout
// frame can do; the floor frames (bench-floor/) the least a React 19 frame, with and without i18next.
const emptyFrame = readFileSync(new URL('./bench-empty-frame.html', import.meta.url));
const floor = process.env.PORTICO_BENCH_FLOOR === '1' ? await builtFloor() : null;
const emptyServer = createServer((request, response) => {
  if (request.url?.startsWith('/empty-frame.html')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(emptyFrame);
  } else if (floor) floor(request, response);
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => emptyServer.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(emptyServer.address() as AddressInfo).port}`;
const baselineUrls = {
  emptyFrameUrl: `${baseUrl}/empty-frame.html`,
  ...(floor ? { reactFrameUrl: `${baseUrl}/react.html`, i18nextFrameUrl: `${baseUrl}/react-i18next.html` } : {}),
};
process.stdout.write(`${JSON.stringify({ merchantUrl: servers.merchantUrl, checkoutUrl: servers.checkoutUrl, ...baselineUrls })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  emptyServer.close();
  void servers.close().then(() => process.exit(0));
});

async function builtFloor(): Promise<ReturnType<typeof floorFiles>> {
  const dir = join(mkdtempSync(join(tmpdir(), 'portico-bench-floor-')), 'dist');
  await buildBenchFloor(dir);
  return floorFiles(dir);
}
