// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../host/testing';
import { useSessionState, useSessionStore } from './session-store';

/** What one body reads of the frame's session. */
function Reader() {
  const { status, mode, consent } = useSessionState();
  return <p data-testid="session">{`${status} ${mode} ${consent?.id ?? 'none'}`}</p>;
}

/** Another body of the same frame, writing to it (as the drop-in's confirm and consent do). */
function Writer() {
  const store = useSessionStore();
  return (
    <button type="button" onClick={() => store.set({ status: 'processing', mode: 'recurring', consent: { id: 'cst_1' } as never })}>
      write
    </button>
  );
}

const Frame = () => (
  <>
    <Reader />
    <Writer />
  </>
);
const shown = () => screen.getByTestId('session').textContent;

describe("the frame's shared session (spec §3), one store per frame", () => {
  afterEach(cleanup);

  it('starts with status initial (spec §4), the mode the options ask for, no consent', () => {
    renderInFrame(Frame, { client: null, kind: 'dropin' });
    expect(shown()).toBe('initial payment none');
    cleanup();
    renderInFrame(Frame, { client: null, kind: 'dropin', options: { mode: 'recurring' } });
    expect(shown()).toBe('initial recurring none');
  });

  it("is shared by the frame's bodies: what one writes, another reads", () => {
    renderInFrame(Frame, { client: null, kind: 'dropin' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'write' })));
    expect(shown()).toBe('processing recurring cst_1');
  });

  it('is its own for each frame', () => {
    renderInFrame(Frame, { client: null, kind: 'dropin' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'write' })));
    cleanup();
    renderInFrame(Frame, { client: null, kind: 'dropin' });
    expect(shown()).toBe('initial payment none');
  });

  it("starts with no error, no quote, and the merchant's brands as the supported ones (none named: every brand)", () => {
    const Fields = () => {
      const { error, quote, brands } = useSessionState();
      return <p data-testid="fields">{`${error?.code ?? 'none'} ${quote?.quote.id ?? 'none'} ${brands?.join(',') ?? 'all'}`}</p>;
    };
    renderInFrame(Fields, { client: null, kind: 'card', options: { brands: ['visa', 'amex'] } });
    expect(screen.getByTestId('fields').textContent).toBe('none none visa,amex');
    cleanup();
    renderInFrame(Fields, { client: null, kind: 'card' });
    expect(screen.getByTestId('fields').textContent).toBe('none none all');
  });
});
