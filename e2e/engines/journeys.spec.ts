/** Every shopper journey, written once (journeys/), in the engine of the project that runs this file. */
import { expect } from '@playwright/test';
import { journeyTest, test } from './engine-test';
import { JOURNEYS } from './journeys';

test.describe.configure({ mode: 'parallel' });
for (const journey of JOURNEYS) journeyTest(journey);

/** A page that, on a press, says an error and a warning, has an image refused by its CSP, and throws. */
const NOISY = `data:text/html,<meta http-equiv="Content-Security-Policy" content="img-src 'none'"><p id=said>quiet</p><button id=noise onclick="console.error('noise-error');console.warn('noise-warning');document.body.append(Object.assign(document.createElement('img'),{src:'http://127.0.0.1:9/noise.png'}));setTimeout(()=>{document.getElementById('said').textContent='said';throw new Error('noise-thrown')})">noise</button>`;

// The guard every journey ends with can fail in this engine: it hears each kind of problem.
test('the console guard hears an error, a warning, a CSP refusal and an uncaught error', async ({ engines, origins }) => {
  const shopper = await engines.open({ name: 'noise', run: async () => undefined }, origins);
  try {
    await shopper.goto(NOISY);
    expect(await shopper.text({ css: '#said' })).toBe('quiet');
    await shopper.click({ css: '#noise' });
    await expect.poll(() => shopper.text({ css: '#said' })).toBe('said');
    const heard = (await shopper.problems()).join('\n');
    for (const word of ['noise-error', 'noise-warning', 'noise.png', 'noise-thrown']) expect(heard).toContain(word);
  } finally {
    await shopper.close();
  }
});
