import { describe, expect, it, vi } from 'vitest';
import { createPageLifecycle, type LifecycleTarget, type PageInterruption } from './page-lifecycle';

function fakeWindow() {
  const target = new EventTarget();
  const document = { visibilityState: 'visible' };
  const add = vi.spyOn(target, 'addEventListener');
  const remove = vi.spyOn(target, 'removeEventListener');
  const win: LifecycleTarget = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    document,
  };
  const fire = (type: string, fields: Record<string, unknown> = {}) => target.dispatchEvent(Object.assign(new Event(type), fields));
  return { win, document, fire, add, remove };
}

function record(win: LifecycleTarget) {
  const seen: PageInterruption[] = [];
  const off = createPageLifecycle(win).subscribe((kind) => seen.push(kind));
  return { seen, off };
}

describe('createPageLifecycle', () => {
  it('reports hide when the document becomes hidden, not when it becomes visible', () => {
    const w = fakeWindow();
    const { seen } = record(w.win);
    w.fire('visibilitychange');
    w.document.visibilityState = 'hidden';
    w.fire('visibilitychange');
    expect(seen).toEqual(['hide']);
  });

  it('reports hide for a persisted pagehide and destroy otherwise', () => {
    const w = fakeWindow();
    const { seen } = record(w.win);
    w.fire('pagehide', { persisted: true });
    w.fire('pagehide', { persisted: false });
    expect(seen).toEqual(['hide', 'destroy']);
  });

  it('reports destroy on beforeunload', () => {
    const w = fakeWindow();
    const { seen } = record(w.win);
    w.fire('beforeunload');
    expect(seen).toEqual(['destroy']);
  });

  it('listens only while someone is subscribed', () => {
    const w = fakeWindow();
    const lifecycle = createPageLifecycle(w.win);
    expect(w.add).not.toHaveBeenCalled();
    const offA = lifecycle.subscribe(() => {});
    const offB = lifecycle.subscribe(() => {});
    expect(w.add).toHaveBeenCalledTimes(3);
    offA();
    offA();
    expect(w.remove).not.toHaveBeenCalled();
    offB();
    expect(w.remove).toHaveBeenCalledTimes(3);
    expect(w.remove.mock.calls.map(([type]) => type).sort()).toEqual(['beforeunload', 'pagehide', 'visibilitychange']);
  });
});
