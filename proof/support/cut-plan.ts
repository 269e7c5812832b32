/**
 * Where the network cuts a payment (issue 15: "200 network cut points during confirm and
 * 3DS"). A cut point is a request of the payment, what happens to it, and which of its
 * attempts it happens to:
 *   target  `confirm` (a card that pays at once), `3ds-confirm` and `3ds-continue` (the
 *           confirm and the device-data `confirm_continue` of a 3-D Secure card);
 *   kind    the request lost before the provider; the answer lost after it charged;
 *           a gateway's 502/503/504 before or after it; a 429 with Retry-After before it;
 *           an answer slower than the frame's 10 s time-out (after it charged);
 *   span    the first attempt, the first two, or every one (retries carry one request_id).
 * The plan takes every distinct point once, then fills up with points drawn by the seed;
 * slow ones (11 s each) only once per target, so the whole stays bounded.
 */
import fc from 'fast-check';

export const CUT_TARGETS = {
  confirm: { card: '4111111111111111', path: 'confirm' },
  '3ds-confirm': { card: '4000000000003014', path: 'confirm' },
  '3ds-continue': { card: '4000000000003014', path: 'confirm_continue' },
} as const;

type CutTarget = keyof typeof CUT_TARGETS;
const CUT_KINDS = ['request-lost', 'answer-lost', '5xx-before', '5xx-after', '429', 'slow'] as const;
type CutKind = (typeof CUT_KINDS)[number];
const CUT_SPANS = ['first', 'first-two', 'every'] as const;
type CutSpan = (typeof CUT_SPANS)[number];
type GatewayStatus = 502 | 503 | 504;

export interface CutPoint {
  readonly target: CutTarget;
  readonly kind: CutKind;
  readonly span: CutSpan;
  /** For the 5xx kinds. */
  readonly status: GatewayStatus;
}

const TARGETS = Object.keys(CUT_TARGETS) as CutTarget[];
const FAST_KINDS = CUT_KINDS.filter((kind) => kind !== 'slow');
const STATUSES: readonly GatewayStatus[] = [502, 503, 504];

/** Every distinct point; a slow one is cut on its first attempt only (a timed-out request is asked about, not sent again). */
function distinctPoints(statusOf: (index: number) => GatewayStatus): CutPoint[] {
  const points: CutPoint[] = [];
  for (const target of TARGETS) {
    for (const kind of FAST_KINDS) for (const span of CUT_SPANS) points.push({ target, kind, span, status: statusOf(points.length) });
    points.push({ target, kind: 'slow', span: 'first', status: 502 });
  }
  return points;
}

const fastPoint: fc.Arbitrary<CutPoint> = fc.record({
  target: fc.constantFrom(...TARGETS),
  kind: fc.constantFrom(...FAST_KINDS),
  span: fc.constantFrom(...CUT_SPANS),
  status: fc.constantFrom(...STATUSES),
});

/** `count` cut points in a seeded order: each distinct point once (a seeded subset when `count` is smaller), then drawn ones. */
export function cutPlan(count: number, seed: number): CutPoint[] {
  const statuses = fc.sample(fc.constantFrom(...STATUSES), { seed, numRuns: 64 });
  const distinct = distinctPoints((index) => statuses[index % statuses.length] ?? 502);
  const extra = Math.max(0, count - distinct.length);
  const drawn = extra > 0 ? fc.sample(fastPoint, { seed: seed + 1, numRuns: extra }) : [];
  const all = [...distinct, ...drawn];
  const [order] = fc.sample(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), { seed: seed + 2, numRuns: 1 });
  return (order ?? all).slice(0, count);
}

export function describeCut(point: CutPoint): string {
  const kind = point.kind.startsWith('5xx') ? point.kind.replace('5xx', String(point.status)) : point.kind;
  return `${point.target} ${kind} (${point.span === 'every' ? 'every attempt' : point.span === 'first' ? 'first attempt' : 'first two attempts'})`;
}
