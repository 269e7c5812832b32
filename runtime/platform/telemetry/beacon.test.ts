import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { beaconBodies, MAX_BEACON_BYTES, sendBeacons } from './beacon';

const bytes = (text: string) => new TextEncoder().encode(text).length;
const event = (i: number, size: number) => ({ name: 'onWindowError', level: 'warn', time: 1000 + i, data: { i, text: 'é'.repeat(size) } });

describe('beaconBodies', () => {
  it('sends a small batch as one beacon: the context and the events', () => {
    const bodies = beaconBodies({ route: 'elements.card' }, [event(0, 1), event(1, 1)]);
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!)).toEqual({ route: 'elements.card', events: [event(0, 1), event(1, 1)] });
  });

  it('splits a batch over 60 KiB into beacons of at most 60 KiB each, nothing lost, order kept', () => {
    // 2-byte characters: 40 events of ~5 KB each are ~200 KB of UTF-8.
    const events = Array.from({ length: 40 }, (_, i) => event(i, 2_500));
    const bodies = beaconBodies({ route: 'elements.card' }, events);
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(MAX_BEACON_BYTES);
    const parsed = bodies.map((body) => JSON.parse(body) as { route: string; events: unknown[] });
    for (const body of parsed) expect(body.route).toBe('elements.card');
    expect(parsed.flatMap((body) => body.events)).toEqual(events);
  });

  it('holds for any events and limit (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), data: fc.string() }), { maxLength: 30 }), fc.integer({ min: 200, max: 2_000 }), (events, max) => {
        const bodies = beaconBodies({ c: 1 }, events, max);
        for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(max);
        const sent = bodies.flatMap((body) => (JSON.parse(body) as { events: Array<{ name: string; data: unknown }> }).events);
        expect(sent.map((e) => e.name)).toEqual(events.map((e) => e.name));
        sent.forEach((e, i) => expect(e.data === events[i]!.data || (e.data as { oversized?: boolean }).oversized).toBeTruthy());
      }),
    );
  });

  it('keeps an event too big for any beacon by its name and time, its data saying how big it was', () => {
    const huge = event(7, 40_000);
    const bodies = beaconBodies({}, [event(0, 1), huge, event(1, 1)]);
    const sent = bodies.flatMap((body) => (JSON.parse(body) as { events: Array<Record<string, unknown>> }).events);
    expect(sent).toEqual([
      event(0, 1),
      { name: 'onWindowError', level: 'warn', time: 1007, data: { oversized: true, bytes: expect.any(Number) } },
      event(1, 1),
    ]);
  });

  it('sends nothing for no events', () => {
    expect(beaconBodies({ route: 'x' }, [])).toEqual([]);
  });
});

describe('sendBeacons', () => {
  it('sends each body by beacon, in order', () => {
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    sendBeacons('/api/v1/checkout/logs', ['a', 'b'], { sendBeacon });
    expect(sendBeacon.mock.calls).toEqual([
      ['/api/v1/checkout/logs', 'a'],
      ['/api/v1/checkout/logs', 'b'],
    ]);
  });
});
