/**
 * `change` reaches the merchant at most once a second (spec §9), and the last one carries
 * the shopper's final state: a card typed as fast as a driver can, then the changes the demo
 * page received (examples/pages/demo.js keeps them with their arrival times).
 */
import { expect, test, TEST_CARDS } from './support/fixtures';

interface Arrival {
  readonly at: number;
  readonly change: { readonly complete: boolean; readonly empty: boolean; readonly brand: string | null };
}

test('a burst of typing yields at most one change a second, the last with the final state', async ({ cardPage, page }) => {
  await cardPage.open();
  const started = await page.evaluate(() => performance.now());
  await cardPage.frame.locator('input[name="number"]').pressSequentially(TEST_CARDS.visa);
  await cardPage.frame.locator('input[name="expiry"]').pressSequentially('1234');
  await cardPage.frame.locator('input[name="cvc"]').pressSequentially('123');
  const typed = await page.evaluate(() => performance.now());
  // The trailing change of the last second: complete arrives within a second of the last key.
  await expect(page.locator('#pay')).toHaveAttribute('data-complete', 'true');
  const arrivals = await page.evaluate(() => (window as unknown as { porticoDemoChanges: Arrival[] }).porticoDemoChanges);
  expect(arrivals.at(-1)?.change).toMatchObject({ complete: true, empty: false, brand: 'visa' });
  expect(arrivals.at(-1)!.at - typed).toBeLessThan(1500);
  // Sent a second apart by the frame; on a loaded machine the port may deliver one of two late, so an arrival gap
  // may shrink by a few hundred milliseconds (unthrottled, changes arrived 10 ms apart).
  const gaps = arrivals.slice(1).map((arrival, index) => arrival.at - arrivals[index]!.at);
  for (const gap of gaps) expect(gap, `gaps between changes: ${gaps.map(Math.round).join(', ')} ms`).toBeGreaterThan(600);
  expect(arrivals.length).toBeLessThanOrEqual(Math.ceil((arrivals.at(-1)!.at - started) / 1000) + 1);
  // Typing 23 keys sent more than one change: the throttle holds them, it does not drop the state.
  expect(arrivals.length).toBeGreaterThanOrEqual(2);
});
