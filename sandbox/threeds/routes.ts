/**
 * The 3DS ACS simulator pages, mounted at `/simulator/3ds` by app.ts:
 * - POST /device-data (form field `session`): hidden page that posts itself to
 * - POST /device-data/complete: records the device data;
 * - GET /challenge?session=… or POST /challenge: the one-time-code form, posting to
 * - POST /challenge/submit (`session`, `otp`, `action` submit|cancel): settles the
 *   intent, then redirects to its return_url with intent_id and status (303), or
 *   shows a page the shopper can close.
 * Like EMV's notification URL, the device-data and challenge forms may carry
 * `notification_url`: where the page sends the browser when its step is over,
 * instead of the intent's return_url. Only this origin's addresses are taken (the
 * sandbox serves the checkout runtime), so the pages are never an open redirect.
 * Page writes take the intent's lock, the same one the API's writes take.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RouteDeps } from '../core/route-deps';
import { answerChallenge, expire, recordDeviceData, type FlowStep } from './flow';
import { sendPage, type PageParts } from '../core/html-page';
import { challengePage, collectedPage, deviceDataPage, donePage, messagePage } from './pages';
import { findSession, MAX_WRONG_CODES, sessionState, type DeviceData, type ThreeDsSession } from './session';
import type { Intent } from '../model/intent-types';
import { savedCardRecords } from '../customers/saved-from-payment';
import { consentRecordsOfSave } from '../consents/from-payment';

const MAX_FORM_BYTES = 16 * 1024;

type Form = Readonly<Record<string, string>>;

/** Form fields as strings; files, repeats and unreadable bodies are dropped, never a crash. */
async function readForm(c: Context): Promise<Form> {
  try {
    const parsed = await c.req.parseBody();
    return Object.fromEntries(Object.entries(parsed).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  } catch {
    return {};
  }
}

function deviceData(form: Form): DeviceData {
  const out: Record<string, string | number> = {};
  for (const name of ['screen_width', 'screen_height', 'color_depth', 'timezone_offset']) {
    const n = Number(form[name]);
    if (form[name] !== undefined && form[name] !== '' && Number.isInteger(n) && Math.abs(n) <= 100_000) out[name] = n;
  }
  const language = form.language;
  if (language !== undefined && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/.test(language)) out.language = language;
  return out;
}

/** A form's `notification_url` when it is an address of this origin; anything else is ignored. */
function notificationUrl(c: Context, form: Form): string | null {
  const value = form.notification_url;
  if (value === undefined || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.origin === new URL(c.req.url).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

function redirectWithOutcome(c: Context, to: string, intent: Intent): Response {
  const url = new URL(to);
  url.searchParams.set('intent_id', intent.id);
  url.searchParams.set('status', intent.status);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(url.toString(), 303);
}

/** Where the shopper goes once the authentication is over: the notification URL, the return_url, or a done page. */
function finishResponse(c: Context, intent: Intent, notifyTo: string | null = null): Response {
  const to = notifyTo ?? intent.return_url;
  return to === null ? sendPage(c, donePage(intent)) : redirectWithOutcome(c, to, intent);
}

const UNKNOWN = messagePage('Verification not found', 'This verification link is not valid. Go back to the shop and try again.');
const EXPIRED = messagePage('Verification expired', 'This verification took too long and has expired. Go back to the shop and try again.');
const SUPERSEDED = messagePage('Verification no longer needed', 'This payment moved on without this verification. You can close this window.');
const TOO_EARLY = messagePage('Verification not ready', 'Your bank is still checking your device. Go back to the shop and try again.');

export function threeDsSimulatorRoutes(deps: RouteDeps): Hono {
  const { store, lock } = deps;
  const routes = new Hono();

  routes.use('*', bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => sendPage(c, messagePage('Request too large', 'The form was too large.'), 413) }));

  const page = (c: Context, parts: PageParts, status: ContentfulStatusCode = 200) => sendPage(c, parts, status);

  /** The session named by the form or the query, with its intent; null when the token is unknown. */
  function load(token: string): { session: ThreeDsSession; intent: Intent | undefined } | null {
    const session = findSession(store, token);
    return session ? { session, intent: store.getIntent(session.intent_id) } : null;
  }

  /** Runs a page write under the intent's lock, re-reading the session inside it. */
  function write(
    c: Context,
    token: string,
    fn: (session: ThreeDsSession, intent: Intent) => Promise<Response>,
    notifyTo: string | null = null,
  ): Promise<Response> {
    const first = load(token);
    if (!first) return Promise.resolve(page(c, UNKNOWN, 404));
    return lock.run(`intent:${first.session.intent_id}`, async () => {
      const now = deps.clock.now();
      const { session, intent } = load(token) ?? first;
      const state = sessionState(session, intent, now);
      if (state === 'superseded' || intent === undefined) return page(c, SUPERSEDED, 409);
      if (state === 'done') return finishResponse(c, intent, notifyTo);
      if (state === 'expired') {
        await commit(expire(intent, session, now));
        return page(c, EXPIRED, 410);
      }
      return fn(session, intent);
    });
  }

  function commit(step: FlowStep): Promise<void> {
    const consent = consentRecordsOfSave(store, step.intent, step.saved?.method, deps.clock.now());
    return store.commit({ intent: step.intent, records: [{ collection: 'sessions', record: step.session }, ...savedCardRecords(step.saved), ...consent] });
  }

  routes.post('/device-data', async (c) => {
    const form = await readForm(c);
    const found = load(form.session ?? c.req.query('session') ?? '');
    if (!found) return page(c, UNKNOWN, 404);
    const state = sessionState(found.session, found.intent, deps.clock.now());
    if (state === 'expired') return page(c, EXPIRED, 410);
    if (state !== 'open') return page(c, SUPERSEDED, 409);
    const notifyTo = notificationUrl(c, form);
    if (found.session.device_data !== null) return notifyTo ? redirectWithOutcome(c, notifyTo, found.intent!) : page(c, collectedPage());
    return page(c, deviceDataPage(found.session.id, notifyTo));
  });

  routes.post('/device-data/complete', async (c) => {
    const form = await readForm(c);
    const notifyTo = notificationUrl(c, form);
    return write(
      c,
      form.session ?? '',
      async (session, intent) => {
        // A second post (reload, double submit) keeps the first collection.
        if (session.device_data === null && session.stage === 'WAITING_DEVICE_DATA_COLLECTION') {
          await store.commit({ records: [{ collection: 'sessions', record: recordDeviceData(session, deviceData(form), deps.clock.now()) }] });
        }
        return notifyTo ? redirectWithOutcome(c, notifyTo, intent) : page(c, collectedPage());
      },
      notifyTo,
    );
  });

  /** GET with ?session=, or POST of the next_action form: shows the form (read only). */
  const showChallenge = (c: Context, token: string, notifyTo: string | null): Response => {
    const found = load(token);
    if (!found) return page(c, UNKNOWN, 404);
    const { session, intent } = found;
    const state = sessionState(session, intent, deps.clock.now());
    if (state === 'done' && intent) return finishResponse(c, intent, notifyTo);
    if (state === 'expired') return page(c, EXPIRED, 410);
    if (state !== 'open' || !intent) return page(c, SUPERSEDED, 409);
    if (session.stage !== 'WAITING_USER_INFO_INPUT') return page(c, TOO_EARLY, 409);
    const view = {
      token: session.id,
      intent,
      triesLeft: MAX_WRONG_CODES - session.wrong_codes,
      autoCancel: session.scenario === 'challenge_cancel',
      notificationUrl: notifyTo,
      framed: isFramed(c),
    };
    return page(c, challengePage(view));
  };

  routes.get('/challenge', (c) => showChallenge(c, c.req.query('session') ?? '', notificationUrl(c, c.req.query())));
  routes.post('/challenge', async (c) => {
    const form = await readForm(c);
    return showChallenge(c, form.session ?? c.req.query('session') ?? '', notificationUrl(c, form));
  });

  routes.post('/challenge/submit', async (c) => {
    const form = await readForm(c);
    const notifyTo = notificationUrl(c, form);
    return write(
      c,
      form.session ?? '',
      async (session, intent) => {
        if (session.stage !== 'WAITING_USER_INFO_INPUT') return page(c, TOO_EARLY, 409);
        const input = form.action === 'cancel' ? ({ action: 'cancel' } as const) : ({ action: 'submit', code: form.otp ?? '' } as const);
        const result = answerChallenge(intent, session, input, deps.clock.now());
        if (result.kind === 'settled') {
          await commit(result.step);
          return finishResponse(c, result.step.intent, notifyTo);
        }
        if (result.session !== session) await store.commit({ records: [{ collection: 'sessions', record: result.session }] });
        const view = {
          token: session.id,
          intent,
          error: result.error,
          triesLeft: result.triesLeft,
          autoCancel: false,
          notificationUrl: notifyTo,
          framed: isFramed(c),
        };
        return page(c, challengePage(view), 400);
      },
      notifyTo,
    );
  });

  return routes;
}

/** The browser says where the page will show (Fetch Metadata): a frame, or a whole tab. */
function isFramed(c: Context): boolean {
  return c.req.header('sec-fetch-dest') === 'iframe';
}
