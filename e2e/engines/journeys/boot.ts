/**
 * The card typed before its runtime has booted: the frame's document carries the card's
 * fields as plain markup (runtime/host/boot/), so a shopper types from the first moment a
 * field takes keys, and the runtime takes what was typed over without losing a key.
 */
import { expect } from '@playwright/test';
import { intentInAddress, intentOf } from '../sandbox';
import { waitFor, waitForEnabled, waitForText, type Place, type Shopper } from '../shopper';
import type { Journey } from './journey';

const MASTERCARD = '5555555555554444';
const FRAME = '#card-element iframe';
const card = (name: string): Place => ({ frames: [FRAME], css: `input[name="${name}"]` });

/** Polls with no pause (as often as the driver answers) until the number field is in the frame's document. */
async function firstFocusable(shopper: Shopper, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await shopper.value(card('number')).catch(() => null)) !== null) return;
  }
  throw new Error(`no card number field within ${timeoutMs} ms`);
}

interface PaidAttempt {
  readonly latest_payment_attempt?: { readonly payment_method?: { readonly card?: { readonly brand: string; readonly last4: string } } };
}

export const cardTypedBeforeBoot: Journey = {
  name: 'card typed before boot: a number typed at once into a cold frame is the number paid',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/card-script.html');
    await firstFocusable(shopper);
    // Whether the runtime had taken the field over when the first key went in (told in the test's output, for the report).
    const booting = await shopper.evaluate([FRAME], "document.getElementById('portico-boot') !== null");
    const form: Place = { frames: [FRAME], css: 'form.portico-card' };
    const before = booting === true ? await Promise.all([shopper.rect(card('number')), shopper.rect(form)]) : null;
    await shopper.fill(card('number'), MASTERCARD, 0);
    console.info(`[boot] ${shopper.engine}: the first key went into the ${booting === true ? 'boot markup' : "runtime's field"}`);
    await waitForText(shopper, { frames: [FRAME], css: 'label.portico-card__field--number' }, /Card number/);
    await waitFor(
      'the number, formatted by the runtime',
      () => shopper.value(card('number')),
      (value) => value === '5555 5555 5555 4444',
    );
    expect(await shopper.evaluate([FRAME], "document.getElementById('portico-boot') === null")).toBe(true);
    // The boot markup was on screen, then taken over: each moment as the frame marked it (ms from its start).
    const marks = (await shopper.evaluate(
      [FRAME],
      "performance.getEntriesByType('mark').filter((m) => m.name.startsWith('portico-boot')).map((m) => [m.name, Math.round(m.startTime)])",
    )) as Array<[string, number]>;
    console.info(`[boot] ${shopper.engine}: ${JSON.stringify(marks)}`);
    // On screen; onBootReady said to the merchant (the SDK's `ready`), on the ACK; then the runtime took it over.
    expect(marks.map(([name]) => name)).toEqual(['portico-boot', 'portico-boot-ready', 'portico-boot-taken']);
    // The runtime's fields stand where the boot markup's stood: nothing moved when it took over.
    if (before) expect(await Promise.all([shopper.rect(card('number')), shopper.rect(form)])).toEqual(before);
    await shopper.fill(card('expiry'), '1234');
    await shopper.fill(card('cvc'), '123');
    await waitForEnabled(shopper, { css: '#pay' });
    await shopper.click({ css: '#pay' });
    await waitForText(shopper, { css: '#headline' }, 'Thank you, your payment succeeded');
    const intent = (await intentOf(checkoutUrl, await intentInAddress(shopper))) as Awaited<ReturnType<typeof intentOf>> & PaidAttempt;
    expect(intent.status).toBe('SUCCEEDED');
    expect(intent.latest_payment_attempt?.payment_method?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  },
};
