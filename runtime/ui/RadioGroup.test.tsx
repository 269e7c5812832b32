// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

describe('RadioGroup', () => {
  it('is a named group of radios in the one ring look, the value checked', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        name="fx"
        legend="Currency"
        value="usd"
        onChange={onChange}
        options={[
          { value: 'usd', label: 'Pay in USD' },
          { value: 'gbp', label: 'Pay in GBP' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Currency' })).toBeTruthy();
    const usd = screen.getByRole('radio', { name: 'Pay in USD' }) as HTMLInputElement;
    const gbp = screen.getByRole('radio', { name: 'Pay in GBP' }) as HTMLInputElement;
    expect(usd.checked).toBe(true);
    expect(gbp.className).toBe('portico-radio__input');
    fireEvent.click(gbp);
    expect(onChange).toHaveBeenCalledWith('gbp');
  });

  it('disables every option at once', () => {
    render(<RadioGroup name="fx" legend="Currency" value="a" onChange={() => undefined} disabled options={[{ value: 'a', label: 'A' }]} />);
    expect((screen.getByRole('radio', { name: 'A' }) as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
