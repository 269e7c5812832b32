// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { porticoError, type HostEvent, type HostEventMap } from '../../protocol';
import { useEmit } from './context';
import { renderInFrame } from './testing';

/** A body that sends what the test gives it, as a screen of the frame would. */
let send: <E extends HostEvent>(event: E, payload: HostEventMap[E]) => void = () => {};
function Body() {
  const emit = useEmit();
  useEffect(() => {
    send = emit;
  }, [emit]);
  return null;
}

describe('onComplete (spec §4)', () => {
  afterEach(cleanup);

  it('follows each success, error and cancel, naming the outcome, and nothing else', () => {
    const frame = renderInFrame(Body, { client: null });
    const intent = { id: 'int_1', status: 'SUCCEEDED' } as const;
    const declined = porticoError('payment_expired', { intent_id: 'int_1' });
    act(() => {
      send('onResize', { height: 10 });
      send('onError', declined);
      send('onCancel', {});
      send('onSuccess', { intent });
    });
    const after = frame.events.slice(frame.events.findIndex(([event]) => event === 'onResize'));
    expect(after).toEqual([
      ['onResize', { height: 10 }],
      ['onError', declined],
      ['onComplete', { outcome: 'error' }],
      ['onCancel', {}],
      ['onComplete', { outcome: 'cancel' }],
      ['onSuccess', { intent }],
      ['onComplete', { outcome: 'success' }],
    ]);
  });
});
