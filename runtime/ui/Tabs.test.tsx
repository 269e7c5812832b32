// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const METHODS = ['card', 'ideal', 'wechat_pay'] as const;
type Method = (typeof METHODS)[number];

function Harness({ locked = false }: { readonly locked?: boolean }) {
  const [selected, setSelected] = useState<Method>('card');
  return (
    <Tabs
      label="Payment methods"
      tabs={METHODS}
      selected={selected}
      locked={locked}
      onSelect={setSelected}
      tabId={(tab) => `tab-${tab}`}
      panelId={(tab) => `panel-${tab}`}
      renderTab={(tab) => tab.toUpperCase()}
    >
      <p>{selected} panel</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (WAI-ARIA)', () => {
  it('one tab in the tab order, its panel labelled by it', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Payment methods' })).toBeTruthy();
    expect(tab('CARD').tabIndex).toBe(0);
    expect(tab('IDEAL').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe('tab-card');
    expect(tab('CARD').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('arrows move and choose, wrapping; Home and End go to the ends', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('CARD'), { key: 'ArrowRight' });
    expect(tab('IDEAL').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('IDEAL'));
    fireEvent.keyDown(tab('IDEAL'), { key: 'End' });
    expect(document.activeElement).toBe(tab('WECHAT_PAY'));
    fireEvent.keyDown(tab('WECHAT_PAY'), { key: 'ArrowRight' });
    expect(tab('CARD').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('CARD'), { key: 'ArrowLeft' });
    expect(tab('WECHAT_PAY').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('WECHAT_PAY'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('card panel');
  });

  it('mirrors the arrows in right-to-left text', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Harness />);
      fireEvent.keyDown(tab('CARD'), { key: 'ArrowLeft' });
      expect(tab('IDEAL').getAttribute('aria-selected')).toBe('true');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('locked: the other tabs are aria-disabled, the selected one is not', () => {
    render(<Harness locked />);
    expect(tab('CARD').getAttribute('aria-disabled')).toBeNull();
    expect(tab('IDEAL').getAttribute('aria-disabled')).toBe('true');
  });
});
