// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { FocusProbe } from '../platform/lib/focus-probe';

afterEach(cleanup);

function Harness({ busy = false, onClose }: { readonly busy?: boolean; readonly onClose: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title="Remove Visa 4242?" body="You can add it again later." initialFocus={keep} busy={busy} onClose={onClose}>
      <Button variant="primary">Remove</Button>
      <Button ref={keep} variant="secondary" onClick={onClose}>
        Keep
      </Button>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('named by its title, described by its body, modal, focus where the caller says', () => {
    render(<Harness onClose={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Visa 4242?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('You can add it again later.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });

  it('takes focus in the commit that shows it, so a key pressed once it shows lands in it', () => {
    const seen: string[] = [];
    render(
      <>
        <Harness onClose={vi.fn()} />
        <FocusProbe seen={seen} />
      </>,
    );
    expect(seen).toEqual(['Keep']);
  });

  it('Tab and Shift+Tab wrap within it', () => {
    render(<Harness onClose={vi.fn()} />);
    const remove = screen.getByRole('button', { name: 'Remove' });
    const keep = screen.getByRole('button', { name: 'Keep' });
    fireEvent.keyDown(keep, { key: 'Tab' });
    expect(document.activeElement).toBe(remove);
    fireEvent.keyDown(remove, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(keep);
  });

  it('Escape closes it, unless it is busy', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Harness busy onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Harness onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
