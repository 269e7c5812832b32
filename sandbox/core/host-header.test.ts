/**
 * A request whose Host header names another site must not put that site into the URLs
 * the sandbox hands out: a confirm sent with `Host: evil.test` gets its next action on
 * the sandbox's own origin. Over a real socket, since the Host header is the point.
 */
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY, startSandbox, type RunningSandbox } from '../server';
import { confirmBody } from '../test-support/app';
import { CARDS_3DS } from '../test-support/threeds';

let dir = '';
let sandbox: RunningSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-host-'));
  sandbox = await startSandbox({ port: 0, stateFile: join(dir, 'state.db'), log: () => undefined });
});
afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function newIntent(): Promise<{ id: string; client_secret: string }> {
  const res = await fetch(`http://127.0.0.1:${sandbox.port}/api/v1/pa/payment_intents/create`, {
    method: 'POST',
    headers: { 'x-api-key': DEFAULT_SECRET_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ request_id: `host-${Math.random()}`, amount: 5, currency: 'USD' }),
  });
  return (await res.json()) as { id: string; client_secret: string };
}

/** POSTs with the Host header given (fetch cannot set it). */
function postWithHost(path: string, host: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: sandbox.port, path, method: 'POST', headers: { ...headers, host, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const nextActionUrl = (answer: { body: Record<string, unknown> }) => (answer.body.next_action as { url?: string } | null)?.url ?? '';

describe('URLs the sandbox hands out', () => {
  it('are on its own origin when the Host header names another site', async () => {
    const intent = await newIntent();
    const answer = await postWithHost(
      `/api/v1/pa/payment_intents/${intent.id}/confirm`,
      'evil.test',
      { 'client-secret': intent.client_secret },
      confirmBody({ number: CARDS_3DS.frictionless }),
    );
    expect(answer.status).toBe(200);
    expect(nextActionUrl(answer)).toMatch(new RegExp(`^http://localhost:${sandbox.port}/`));
    expect(JSON.stringify(answer.body)).not.toContain('evil.test');
  });

  it('keep the origin a browser reached it at, when it is one of its own', async () => {
    const intent = await newIntent();
    const answer = await postWithHost(
      `/api/v1/pa/payment_intents/${intent.id}/confirm`,
      `127.0.0.1:${sandbox.port}`,
      { 'client-secret': intent.client_secret },
      confirmBody({ number: CARDS_3DS.frictionless }),
    );
    expect(nextActionUrl(answer)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${sandbox.port}/`));
  });
});
