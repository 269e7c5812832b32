/**
 * Helpers for the 3DS and intent-action tests: drive the simulator pages as a
 * browser would (form posts) and the API as the runtime would. Not used by
 * production code.
 */
import { expect } from 'vitest';
import type { Hono } from 'hono';
import { CHALLENGE_CODE } from '../threeds/session';
import { INTENTS, SECRET_KEY, confirm, confirmBody, createIntent, get, post, uniqueId } from './app';
import type { Intent, NextAction } from '../model/intent-types';

export const CARDS_3DS = {
  frictionless: '4000000000003014',
  challenge: '4000000000003220',
  challengeDecline: '4000000000003238',
  challengeCancel: '4000000000003246',
} as const;

export const KEY = { 'x-api-key': SECRET_KEY };

export function formPost(app: Hono, path: string, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

export async function readIntent(app: Hono, id: string): Promise<Intent> {
  const res = await get(app, `${INTENTS}/${id}`, KEY);
  expect(res.status).toBe(200);
  return (await res.json()) as Intent;
}

export function redirectForm(intent: Intent): Extract<NextAction, { type: 'redirect_form' }> {
  const action = intent.next_action;
  if (!action || action.type !== 'redirect_form') throw new Error(`no redirect_form next_action on ${intent.id}`);
  return action;
}

export function tokenOf(intent: Intent): string {
  const token = redirectForm(intent).data.session;
  if (token === undefined) throw new Error('no session token');
  return token;
}

export function continueBody(type: string, requestId = uniqueId('continue')): Record<string, unknown> {
  return { request_id: requestId, type };
}

export function confirmContinue(app: Hono, intent: Intent, body: unknown, headers?: Record<string, string>): Promise<Response> {
  return post(app, `${INTENTS}/${intent.id}/confirm_continue`, body, headers ?? { 'client-secret': intent.client_secret });
}

/** confirm with a 3DS card: answers the intent waiting for device data. */
export async function confirm3ds(app: Hono, intent: Intent, number: string): Promise<Intent> {
  const res = await confirm(app, intent, confirmBody({ number }));
  expect(res.status).toBe(200);
  return (await res.json()) as Intent;
}

/** What the device-data page posts back once its script ran. */
export function collectDeviceData(app: Hono, token: string): Promise<Response> {
  return formPost(app, '/simulator/3ds/device-data/complete', {
    session: token,
    screen_width: '1280',
    screen_height: '800',
    color_depth: '24',
    timezone_offset: '-60',
    language: 'en-GB',
  });
}

/** confirm → device data → confirm_continue: the intent waiting at the challenge. */
export async function toChallenge(app: Hono, number: string = CARDS_3DS.challenge, create: Record<string, unknown> = {}): Promise<Intent> {
  const intent = await createIntent(app, create);
  const waiting = await confirm3ds(app, intent, number);
  expect((await collectDeviceData(app, tokenOf(waiting))).status).toBe(200);
  const res = await confirmContinue(app, intent, continueBody('3ds_check_enrollment'));
  expect(res.status).toBe(200);
  return (await res.json()) as Intent;
}

export function submitChallenge(app: Hono, token: string, action: 'submit' | 'cancel', otp: string = CHALLENGE_CODE): Promise<Response> {
  return formPost(app, '/simulator/3ds/challenge/submit', { session: token, otp, action });
}

/** The query a finished challenge sends the shopper back with. */
export function returnParams(res: Response): URLSearchParams {
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '').searchParams;
}

export function get3dsPage(app: Hono, token: string): Promise<Response> {
  return get(app, `/simulator/3ds/challenge?session=${encodeURIComponent(token)}`);
}
