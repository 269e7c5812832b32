/**
 * The proof table: every scenario once, in the order `npm run proof` runs and prints them
 * (the pure ones first, then those in Chromium, then the figures of the last e2e run).
 * docs/security.md quotes the printed table; proof.test.ts checks it names every id here.
 */
import type { Scenario } from './scenario';
import { comlinkTypes } from './scenarios/comlink-types';
import { invalidPayloads } from './scenarios/invalid-payloads';
import { networkCuts } from './scenarios/network-cuts';
import { originCheck } from './scenarios/origin-check';
import { redirectUrls } from './scenarios/redirect-urls';
import { unknownCodes } from './scenarios/unknown-codes';

export const SCENARIOS: readonly Scenario[] = [originCheck, unknownCodes, invalidPayloads, comlinkTypes, redirectUrls, networkCuts];
