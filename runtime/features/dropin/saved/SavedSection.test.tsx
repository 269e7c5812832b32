// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../platform/i18n/react';
import englishSaved from '../../../platform/i18n/locales/en/savedMethods.json';
import { testI18n } from '../../../platform/i18n/test-i18n';
import { FocusProbe } from '../../../platform/lib/focus-probe';
import type { SavedMethod } from './saved-methods';
import SavedSection from './SavedSection';

const VISA: SavedMethod = { kind: 'card', id: 'mtd_visa', brand: 'visa', last4: '1111', expiryMonth: '12', expiryYear: '2099' };
const MASTERCARD: SavedMethod = { kind: 'card', id: 'mtd_mc', brand: 'mastercard', last4: '4444', expiryMonth: '01', expiryYear: '2098' };
const IDLE = { busy: () => {}, status: () => {} };

/** English with the saved methods' strings, which the drop-in adds (SavedMethodsArea). */
function englishWithSaved() {
  const i18n = testI18n();
  i18n.addEnglish(englishSaved);
  return i18n;
}

/** The drop-in's part: the list shrinks once a removal is answered, and the dialog's state is held above the section. */
function Saved({ seen }: { readonly seen: string[] }) {
  const [methods, setMethods] = useState<readonly SavedMethod[]>([VISA, MASTERCARD]);
  const [selected, setSelected] = useState('new');
  const [, setDialog] = useState(false);
  const [i18n] = useState(englishWithSaved);
  const remove = async (id: string) => {
    await Promise.resolve();
    setMethods((current) => current.filter((method) => method.id !== id));
    return true;
  };
  return (
    <I18nProvider i18n={i18n}>
      <SavedSection
        methods={methods}
        selected={selected}
        onSelect={setSelected}
        locked={false}
        remove={remove}
        activity={IDLE}
        footer={null}
        onDialog={setDialog}
      />
      <FocusProbe seen={seen} />
    </I18nProvider>
  );
}

describe('SavedSection', () => {
  afterEach(cleanup);

  it('moves focus to the chosen radio in the commit that takes the dialog away, before a key pressed once the list shows', async () => {
    // The removal is answered by the network: a focus move left to a passive effect could come after the shopper's next key.
    const seen: string[] = [];
    render(<Saved seen={seen} />);
    const removeButtons = screen.getAllByRole('button', { name: /Remove Visa/ });
    fireEvent.click(removeButtons[0]!);
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const newMethod = screen.getByRole('radio', { name: 'Use a new payment method' });
    // The commit that showed the list again saw the radio focused, not the body the dialog left it on.
    expect(seen.at(-1)).toBe('INPUT');
    expect(document.activeElement).toBe(newMethod);
    expect(screen.queryByRole('radio', { name: /1111/ })).toBeNull();
  });
});
