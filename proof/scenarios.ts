/**
 * The proof table: every scenario once, in the order `npm run proof` runs and prints them
 * (the pure ones first, then those in Chromium, then the figures of the last e2e run).
 * docs/security.md quotes the printed table; proof.test.ts checks it names every id here.
 */
import type { Scenario } from './scenario';
import { chunk404 } from './scenarios/chunk-404';
import { comlinkTypes } from './scenarios/comlink-types';
import { hostileFrames } from './scenarios/hostile-frames';
import { invalidPayloads } from './scenarios/invalid-payloads';
import { mountCycles } from './scenarios/mount-cycles';
import { networkCuts } from './scenarios/network-cuts';
import { originCheck } from './scenarios/origin-check';
import { payClicks } from './scenarios/pay-clicks';
import { redirectUrls } from './scenarios/redirect-urls';
import { strictCsp } from './scenarios/strict-csp';
import { suiteLeaks } from './scenarios/suite-leaks';
import { suiteWildcardSends } from './scenarios/suite-wildcard-sends';
import { unknownCodes } from './scenarios/unknown-codes';
import { unregisteredOrigin } from './scenarios/unregistered-origin';

export const SCENARIOS: readonly Scenario[] = [
  originCheck,
  unknownCodes,
  invalidPayloads,
  comlinkTypes,
  redirectUrls,
  hostileFrames,
  payClicks,
  networkCuts,
  chunk404,
  strictCsp,
  unregisteredOrigin,
  mountCycles,
  suiteWildcardSends,
  suiteLeaks,
];
