// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccordionRow } from './AccordionRow';

afterEach(cleanup);

const row = (props: { expanded: boolean; locked?: boolean; onOpen: () => void }) => (
  <ul>
    <AccordionRow id="h-card" panelId="p-card" header="Card" panelClass="panel" {...props}>
      <p>card form</p>
    </AccordionRow>
  </ul>
);

describe('AccordionRow', () => {
  it('a heading with a button that says whether it is open; open, its panel is a region named by it', () => {
    render(row({ expanded: true, onOpen: vi.fn() }));
    const header = screen.getByRole('button', { name: 'Card' });
    expect(header.closest('h3')).not.toBeNull();
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(header.getAttribute('aria-controls')).toBe('p-card');
    const panel = screen.getByRole('region', { name: 'Card' });
    expect(panel.id).toBe('p-card');
    expect(panel.className).toBe('panel');
    expect(panel.textContent).toBe('card form');
  });

  it('closed: no panel, and a press opens it; locked, it is aria-disabled and opens nothing', () => {
    const onOpen = vi.fn();
    const { rerender } = render(row({ expanded: false, onOpen }));
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    expect(onOpen).toHaveBeenCalledOnce();
    rerender(row({ expanded: false, locked: true, onOpen }));
    const header = screen.getByRole('button', { name: 'Card' });
    expect(header.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(header);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
