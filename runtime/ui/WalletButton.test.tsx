// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletButton } from './WalletButton';

afterEach(cleanup);

describe('WalletButton', () => {
  it("a button in the wallet's own look, named by the wallet, that presses", () => {
    const onClick = vi.fn();
    render(
      <WalletButton look="portico-apple-pay" label="Apple Pay" lang="ja" onClick={onClick}>
        <svg />
      </WalletButton>,
    );
    const button = screen.getByRole('button', { name: 'Apple Pay' });
    expect(button.className).toBe('portico-wallet__button portico-apple-pay');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('lang')).toBe('ja');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
