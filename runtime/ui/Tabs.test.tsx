// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const METHODS = ['card', 'ideal', 'wechat_pay'] as const;
const MANY = ['card', 'ideal', 'wechat_pay', 'klarna', 'sepa', 'bacs'] as const;
type Method = (typeof MANY)[number];

function Harness({
  locked = false,
  tabs = METHODS,
  face = (tab) => tab.toUpperCase(),
}: {
  readonly locked?: boolean;
  readonly tabs?: readonly Method[];
  readonly face?: (tab: Method) => ReactNode;
}) {
  const [selected, setSelected] = useState<Method>('card');
  return (
    <Tabs
      label="Payment methods"
      moreLabel="More"
      tabs={tabs}
      selected={selected}
      locked={locked}
      onSelect={setSelected}
      tabId={(tab) => `tab-${tab}`}
      panelId={(tab) => `panel-${tab}`}
      renderTab={face}
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

describe('Tabs with more than fit: a More menu button (WAI-ARIA menu button)', () => {
  /** Lays the tab row out `width` px wide (jsdom has no layout). */
  const rowWidth = (width: number) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { width: this.classList.contains('portico-tabs') ? width : 0 } as DOMRect;
    });
  afterEach(() => vi.restoreAllMocks());

  const more = () => screen.getByRole('button', { name: 'More' });
  const item = (name: string) => screen.getByRole('menuitem', { name });

  it('a set number of columns by width: the first tabs, then More listing the rest in order', () => {
    rowWidth(343);
    render(<Harness tabs={MANY} />);
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['CARD', 'IDEAL']);
    expect(more().getAttribute('aria-haspopup')).toBe('menu');
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.querySelector<HTMLElement>('.portico-tabs')!.style.getPropertyValue('--portico-tab-columns')).toBe('3');
    fireEvent.click(more());
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((node) => node.textContent)).toEqual(['WECHAT_PAY', 'KLARNA', 'SEPA', 'BACS']);
  });

  it('every tab in the row and no More where they all fit', () => {
    rowWidth(900);
    render(<Harness tabs={MANY} />);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('Down opens on the first item, Up on the last; arrows wrap, Home and End go to the ends', () => {
    rowWidth(343);
    render(<Harness tabs={MANY} />);
    fireEvent.keyDown(more(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('WECHAT_PAY'));
    fireEvent.keyDown(item('WECHAT_PAY'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('BACS'));
    fireEvent.keyDown(item('BACS'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('WECHAT_PAY'));
    fireEvent.keyDown(item('WECHAT_PAY'), { key: 'End' });
    expect(document.activeElement).toBe(item('BACS'));
    fireEvent.keyDown(item('BACS'), { key: 'Home' });
    expect(document.activeElement).toBe(item('WECHAT_PAY'));
    fireEvent.keyDown(item('WECHAT_PAY'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more());
    fireEvent.keyDown(more(), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('BACS'));
  });

  it('a chosen item takes the last tab slot, selected and focused, and the menu closes', () => {
    rowWidth(343);
    render(<Harness tabs={MANY} />);
    fireEvent.click(more());
    fireEvent.keyDown(item('KLARNA'), { key: 'Enter' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['CARD', 'KLARNA']);
    expect(tab('KLARNA').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('KLARNA'));
    expect(screen.getByRole('tabpanel').textContent).toBe('klarna panel');
    fireEvent.click(more());
    expect(screen.getAllByRole('menuitem').map((node) => node.textContent)).toEqual(['IDEAL', 'WECHAT_PAY', 'SEPA', 'BACS']);
  });

  it('a press outside closes the menu; locked, its items choose nothing', () => {
    rowWidth(343);
    render(<Harness tabs={MANY} locked />);
    fireEvent.click(more());
    expect(item('SEPA').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(item('SEPA'));
    expect(tab('CARD').getAttribute('aria-selected')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a name a pixel wider than its column is cut too (issue 38: "Transferencia bancaria" at 320 px)', () => {
    rowWidth(343);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === 'IDEAL' ? 61 : 60;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(60);
    render(<Harness tabs={MANY} face={(name) => <span>{name.toUpperCase()}</span>} />);
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['CARD']);
  });

  it("a row where a name would be cut holds a tab fewer; at a tab and More, the name's words break instead (issue 38)", () => {
    rowWidth(343);
    // Each name's part 10 px a letter in a column with room for 6 letters: WECHAT_PAY would be cut.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return 10 * (this.textContent ?? '').length;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(60);
    render(<Harness tabs={MANY} face={(name) => <span>{name.toUpperCase()}</span>} />);
    // CARD and IDEAL fit: the three slots the width holds.
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['CARD', 'IDEAL']);
    expect(document.querySelector('.portico-tabs')!.hasAttribute('data-tight')).toBe(false);
    fireEvent.click(more());
    fireEvent.keyDown(item('WECHAT_PAY'), { key: 'Enter' });
    // Chosen, it would be cut in the last slot: the row gives up a slot, then breaks its words.
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['WECHAT_PAY']);
    expect(document.querySelector<HTMLElement>('.portico-tabs')!.style.getPropertyValue('--portico-tab-columns')).toBe('2');
    expect(document.querySelector('.portico-tabs')!.hasAttribute('data-tight')).toBe(true);
    expect(document.activeElement).toBe(tab('WECHAT_PAY'));
  });
});
