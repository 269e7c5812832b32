/**
 * Webhooks in real setups, through `npm start` itself: a host named in
 * PORTICO_WEBHOOK_HOSTS receives deliveries (and only the port it names); a rolled
 * secret signs beside the new one until its grace ends on the test clock; the trigger
 * command makes events that arrive; and docs/guides/test-webhooks-locally.md, every
 * block run as written (only the ports are this run's).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readmeFile } from '../examples/readme-snippet';
import { startReceiver, type Receiver } from '../sandbox/webhooks/test-receiver';
import { MERCHANT_KEY } from './support/instructions-page';
import { expect, test } from './support/fixtures';
import { freePort, npmStart, ROOT, runDetached, type Running } from './support/npm-start';

const GUIDE = new URL('../docs/guides/test-webhooks-locally.md', import.meta.url);
const DOCUMENTED_SANDBOX = 'http://localhost:3100';
const DOCUMENTED_RECEIVER_PORT = '4242';
/** A second loopback address: not allowed by default, reachable on this machine, so it stands for another host. */
const OTHER_HOST = '127.0.0.2';

const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });

let sandbox: { running: Running; checkoutUrl: string } | undefined;
let far: Receiver | undefined;
let guideHosts = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  guideHosts = /^PORTICO_WEBHOOK_HOSTS=(\S+) npm start$/m.exec(await readmeFile('hosts.sh', GUIDE))?.[1] ?? '';
  expect(guideHosts).not.toBe('');
  far = await startReceiver(await freePort(OTHER_HOST), OTHER_HOST);
  sandbox = await npmStart({ PORTICO_WEBHOOK_HOSTS: `${guideHosts},${new URL(far.url).host}` });
});

test.afterAll(async () => {
  await sandbox?.running.stop();
  await far?.close();
});

const trigger = (...args: string[]) =>
  run('npm', ['run', '--silent', 'trigger', '--', ...args], { cwd: ROOT, env: { ...process.env, PORTICO_SANDBOX_URL: sandbox!.checkoutUrl } });

test('a PORTICO_WEBHOOK_HOSTS that cannot be read stops npm start at once, naming the entry', () => {
  const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PORTICO_WEBHOOK_HOSTS: 'merchant.internal,https://shop.test/hooks', CHECKOUT_PORT: '1', MERCHANT_PORT: '1' },
    timeout: 20_000,
  });
  expect(started.status).toBe(1);
  expect(started.stderr).toContain('PORTICO_WEBHOOK_HOSTS: "https://shop.test/hooks" is not a webhook host');
});

test('a host the environment allows gets deliveries; a rolled secret signs beside the new one until the clock passes its grace', async ({
  request,
  checkoutUrl,
}) => {
  test.setTimeout(120_000);
  const base = sandbox!.checkoutUrl;
  const hooks = `${base}/api/v1/pa/webhooks/endpoints`;
  expect(sandbox!.running.output()).toContain(`Webhook endpoints:   loopback only and ${guideHosts.split(',').join(', ')}, ${new URL(far!.url).host}`);
  // The sandbox of the other specs, started without the variable, refuses that host.
  const refusedByDefault = await request.post(`${checkoutUrl}/api/v1/pa/webhooks/endpoints/create`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), url: far!.url, events: ['payment_intent.succeeded'] },
  });
  expect((await refusedByDefault.json()).details).toEqual({ field: 'url', reason: 'target_not_allowed' });
  const otherPort = await request.post(`${hooks}/create`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), url: `http://${OTHER_HOST}:${Number(new URL(far!.url).port) + 1}/hooks`, events: ['payment_intent.succeeded'] },
  });
  expect((await otherPort.json()).details).toEqual({ field: 'url', reason: 'target_not_allowed' });

  const made = await request.post(`${hooks}/create`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), url: far!.url, events: ['payment_intent.succeeded'] },
  });
  expect(made.status()).toBe(201);
  const endpoint = (await made.json()) as { id: string; secret: string };
  const { stdout } = await trigger('payment_intent.succeeded');
  expect(stdout).toMatch(new RegExp(`→ ${endpoint.id} ${far!.url.replaceAll('.', '\\.')}  200 DELIVERED`));
  const signatures = () => String(far!.received.at(-1)?.headers['portico-signature'] ?? '').match(/v1=[0-9a-f]{64}/g) ?? [];
  await expect.poll(() => far!.received.length).toBe(1);
  expect(signatures()).toHaveLength(1);

  const rolled = await request.post(`${hooks}/${endpoint.id}/roll_secret`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), expires_in_seconds: 600 },
  });
  const { secret } = (await rolled.json()) as { secret: string };
  await trigger('payment_intent.succeeded');
  await expect.poll(() => far!.received.length).toBe(2);
  const { createHmac } = await import('node:crypto');
  const header = String(far!.received[1]!.headers['portico-signature']);
  const t = /^t=(\d+),/.exec(header)?.[1];
  const sign = (key: string) => `v1=${createHmac('sha256', key).update(`${t}.${far!.received[1]!.body}`).digest('hex')}`;
  expect(header).toBe(`t=${t},${sign(secret)},${sign(endpoint.secret)}`);

  const advanced = await request.post(`${base}/api/v1/simulation/clock/advance`, {
    headers: MERCHANT_KEY,
    data: { request_id: crypto.randomUUID(), seconds: 601 },
  });
  expect(advanced.status()).toBe(200);
  await trigger('payment_intent.succeeded');
  await expect.poll(() => far!.received.length).toBe(3);
  const after = String(far!.received[2]!.headers['portico-signature']);
  const t3 = /^t=(\d+),/.exec(after)?.[1];
  expect(after).toBe(`t=${t3},v1=${createHmac('sha256', secret).update(`${t3}.${far!.received[2]!.body}`).digest('hex')}`);
});

test('docs/guides/test-webhooks-locally.md, run as written: register, receive, trigger, update, roll', async () => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'portico-webhook-guide-'));
  const port = String(await freePort());
  const paste = async (file: string) =>
    (await readmeFile(file, GUIDE)).replaceAll(DOCUMENTED_SANDBOX, sandbox!.checkoutUrl).replaceAll(DOCUMENTED_RECEIVER_PORT, port);
  const sh = async (file: string, cwd = dir) =>
    (await run('bash', ['-c', await paste(file)], { cwd, env: { ...process.env, PORTICO_SANDBOX_URL: sandbox!.checkoutUrl } })).stdout;
  const receive = async () => {
    const receiver = runDetached('bash', ['-c', await paste('receive.sh')], { cwd: dir, env: process.env });
    await receiver.printed(`listening on http://localhost:${port}/webhooks`);
    return receiver;
  };
  writeFileSync(join(dir, 'receiver.mjs'), await paste('receiver.mjs'));
  expect(await readmeFile('trigger.sh', GUIDE)).toBe('npm run trigger -- payment_intent.succeeded\n');

  const registered = JSON.parse(await sh('register.sh')) as { id: string; secret: string };
  expect(registered).toMatchObject({ id: expect.stringMatching(/^whe_/), secret: expect.stringMatching(/^whsec_/) });
  let receiver = await receive();
  try {
    const count = (line: RegExp) =>
      receiver
        .output()
        .split('\n')
        .filter((text) => line.test(text)).length;
    /** Runs a trigger block; the event it made, and what the command said. */
    const triggered = async (file: string) => {
      const said = await sh(file, ROOT);
      return { said, event: /^Triggered [a-z_.]+: (evt_[0-9a-f]{24}) /m.exec(said)?.[1] ?? 'no event' };
    };
    const receivedLine = (event: string) => () => receiver.output().includes(` ${event} for `);
    // Step 4: the event arrives, checked.
    const first = await triggered('trigger.sh');
    expect(first.said).toMatch(new RegExp(`→ ${registered.id} http://localhost:${port}/webhooks  200 DELIVERED`));
    await expect.poll(receivedLine(first.event)).toBe(true);
    expect(receiver.output()).toMatch(new RegExp(`^received payment_intent\\.succeeded ${first.event} for int_`, 'm'));
    expect(JSON.parse(await sh('update.sh'))).toMatchObject({ events: ['payment_intent.succeeded', 'payment_intent.payment_failed', 'refund.settled'] });
    const refund = await triggered('trigger-refund.sh');
    await expect.poll(receivedLine(refund.event)).toBe(true);
    expect(receiver.output()).toMatch(new RegExp(`^received refund\\.settled ${refund.event} for rfd_`, 'm'));

    // Step 5: rolled; the receiver on the old secret accepts until the clock passes the grace, then refuses.
    const rolled = JSON.parse(await sh('roll.sh')) as { secret: string; previous_secrets: unknown[] };
    expect(rolled.secret).toMatch(/^whsec_/);
    expect(rolled.secret).not.toBe(registered.secret);
    expect(JSON.parse(readFileSync(join(dir, 'endpoint.json'), 'utf8'))).toMatchObject({
      secret: rolled.secret,
      previous_secrets: [{ expires_at: expect.any(String) }],
    });
    const inGrace = await triggered('trigger.sh');
    await expect.poll(receivedLine(inGrace.event)).toBe(true);
    await sh('advance.sh');
    const refusedBefore = count(/^refused: the signature matches no secret of mine$/);
    const afterGrace = await triggered('trigger.sh');
    expect(afterGrace.said).toMatch(/  400 PENDING/);
    await expect.poll(() => count(/^refused: the signature matches no secret of mine$/)).toBe(refusedBefore + 1);
    expect(receivedLine(afterGrace.event)()).toBe(false);
    // Restarted on the new secret (read from endpoint.json): accepted again.
    await receiver.stop();
    receiver = await receive();
    const restarted = await triggered('trigger.sh');
    expect(restarted.said).toMatch(/  200 DELIVERED/);
    await expect.poll(receivedLine(restarted.event)).toBe(true);
  } finally {
    await receiver.stop();
  }
});
