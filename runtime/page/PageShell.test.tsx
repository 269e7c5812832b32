// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusProbe } from '../platform/lib/focus-probe';
import { Button } from '../ui/Button';
import { PageShell } from './PageShell';

function Page({ title, focusOnChange, seen }: { readonly title: string; readonly focusOnChange: boolean; readonly seen: string[] }) {
  return (
    <>
      <PageShell title={title} focusOnChange={focusOnChange}>
        <Button variant="primary">Pay</Button>
      </PageShell>
      <FocusProbe seen={seen} />
    </>
  );
}

describe('PageShell', () => {
  afterEach(cleanup);

  it('names the document by its heading, and leaves focus alone on its first state', () => {
    const seen: string[] = [];
    render(<Page title="Reading the QR code…" focusOnChange={false} seen={seen} />);
    expect(document.title).toBe('Reading the QR code…');
    expect(seen).toEqual(['body']);
  });

  it('moves focus to the new heading in the commit that shows the new state, before a key pressed once it shows', () => {
    // CI: the wallet app's page went from loading to its payment; Tab reached Pay, then focus was pulled to the heading.
    const seen: string[] = [];
    const { rerender, getByRole } = render(<Page title="Reading the QR code…" focusOnChange={false} seen={seen} />);
    rerender(<Page title="Pay HK$88.00 to Portico Demo" focusOnChange seen={seen} />);
    expect(seen).toEqual(['body', 'Pay HK$88.00 to Portico Demo']);
    expect(document.activeElement).toBe(getByRole('heading', { level: 1 }));
    expect(document.title).toBe('Pay HK$88.00 to Portico Demo');
  });
});
