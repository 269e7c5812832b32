// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it("draws its variant with the feature's class beside it, and presses", () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" className="portico-dropin__pay" onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.className).toBe(`${buttonClass('primary')} portico-dropin__pay`);
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy: a spinner, aria-busy, presses ignored, still focusable', () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" busy onClick={onClick}>
        Processing…
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Processing…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('.portico-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(document.activeElement).toBe(button);
  });

  it('locked, not busy: no spinner, presses ignored', () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" locked onClick={onClick}>
        Keep
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Keep' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.querySelector('.portico-spinner')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
