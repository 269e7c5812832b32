// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedByOf, FormField } from './FormField';

afterEach(cleanup);

describe('FormField', () => {
  it('names the hint and the error, in that order, only when they are there', () => {
    expect(describedByOf('f', false, false)).toBeUndefined();
    expect(describedByOf('f', true, false)).toBe('f-hint');
    expect(describedByOf('f', false, true)).toBe('f-error');
    expect(describedByOf('f', true, true)).toBe('f-hint f-error');
  });

  it('hands the control its description and shows the error under it', () => {
    render(
      <FormField id="city" label="City" error="Enter a city">
        {(describedBy) => <input id="city" aria-describedby={describedBy} />}
      </FormField>,
    );
    expect(screen.getByLabelText('City').getAttribute('aria-describedby')).toBe('city-error');
    expect(screen.getByText('Enter a city').className).toBe('portico-field__error');
  });
});
