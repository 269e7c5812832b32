// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './Notice';

afterEach(cleanup);

describe('Notice', () => {
  it('an error is an alert in the error look', () => {
    render(
      <Notice tone="error" role="alert">
        The bank refused
      </Notice>,
    );
    expect(screen.getByRole('alert').className).toBe('portico-notice portico-notice--error');
  });

  it('information by default, a polite status when asked', () => {
    render(<Notice role="status">Rate expired</Notice>);
    expect(screen.getByRole('status').className).toBe('portico-notice');
  });

  it("of several parts, a section named by its heading, the feature's layout beside the look", () => {
    render(
      <Notice labelledBy="h" className="portico-dd__mandate">
        <h3 id="h">Direct Debit Guarantee</h3>
        <span>The terms</span>
      </Notice>,
    );
    const region = screen.getByRole('region', { name: 'Direct Debit Guarantee' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toBe('portico-notice portico-dd__mandate');
  });
});
