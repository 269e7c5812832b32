// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is named by its words and reports the new state', () => {
    const onChange = vi.fn();
    render(
      <Checkbox name="save" checked={false} onChange={onChange}>
        Save this card
      </Checkbox>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is invalid and described only when told so', () => {
    render(
      <Checkbox name="mandate" checked={false} onChange={() => undefined} invalid describedBy="m-error">
        I agree
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('m-error');
  });

  it("carries the feature's id, class and required beside its look", () => {
    render(
      <Checkbox name="mandate" id="dd-mandate" className="portico-dd__agree" required checked onChange={() => undefined}>
        I agree
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box.id).toBe('dd-mandate');
    expect(box.hasAttribute('required')).toBe(true);
    expect(box.closest('label')?.className).toBe('portico-check portico-dd__agree');
  });
});
