/** Every shopper journey, written once (journeys/), in the engine of the project that runs this file. */
import { journeyTest, test } from './engine-test';
import { JOURNEYS } from './journeys';

test.describe.configure({ mode: 'parallel' });
for (const journey of JOURNEYS) journeyTest(journey);
