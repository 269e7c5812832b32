/**
 * What an instructions method tells the shopper to do (pay at a konbini, at a
 * Pay-easy ATM, by SPEI or bank transfer, through PayNow in a bank app): codes
 * and a bank account, with the amount and a deadline three days ahead. The
 * numbers are random but well-formed (CLABE, IBAN and ABA check digits hold).
 */
import { randomBytes } from 'node:crypto';
import { BUSINESS_NAME } from '../core/client-secret';
import { makeAba, makeClabe, makeIban, randomDigits } from './bank-math';
import type { Intent } from '../model/intent-types';

const INSTRUCTIONS_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export const KONBINI_STORES = ['seven_eleven', 'lawson', 'familymart', 'ministop', 'seicomart'] as const;
export type KonbiniStore = (typeof KONBINI_STORES)[number];

export type Instructions = Readonly<Record<string, unknown>>;

/** Konbini's and Pay-easy's contact details, as given at confirmation (the phone as digits only). */
export interface ShopperContact {
  readonly shopper_name: string | null;
  readonly shopper_email: string | null;
  readonly shopper_phone: string | null;
}

/**
 * The zone the shop's deadline is set in (an IANA name): where the store, ATM or bank is.
 * The checkout shows the deadline in the shopper's own zone, and in this one beside it
 * when the two clocks differ (a shopper abroad paying a Japanese shop).
 */
const SHOP_TIME_ZONES: Readonly<Record<string, string>> = {
  konbini: 'Asia/Tokyo',
  pay_easy: 'Asia/Tokyo',
  spei: 'America/Mexico_City',
  paynow: 'Asia/Singapore',
  GBP: 'Europe/London',
  EUR: 'Europe/Berlin',
  AUD: 'Australia/Sydney',
  USD: 'America/New_York',
};

function shopTimeZone(method: string, currency: string): string {
  return SHOP_TIME_ZONES[method] ?? SHOP_TIME_ZONES[currency] ?? 'UTC';
}

function base(method: string, intent: Intent, now: Date): Record<string, unknown> {
  return {
    method,
    amount: intent.amount,
    currency: intent.currency,
    deadline: new Date(now.getTime() + INSTRUCTIONS_TTL_MS).toISOString(),
    time_zone: shopTimeZone(method, intent.currency),
    beneficiary_name: BUSINESS_NAME,
  };
}

/** An alphanumeric reference the shopper quotes with a transfer (no 0/O or 1/I to misread). */
function transferReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `PRT${[...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** 7-Eleven takes one 13-digit slip number; the other chains a customer number and a confirmation number. */
export function konbiniInstructions(intent: Intent, store: KonbiniStore, contact: ShopperContact, now: Date): Instructions {
  const sevenEleven = store === 'seven_eleven';
  return {
    ...base('konbini', intent, now),
    store,
    payment_code: randomDigits(sevenEleven ? 13 : 11),
    confirmation_number: sevenEleven ? null : randomDigits(6),
    ...contact,
  };
}

export function payEasyInstructions(intent: Intent, contact: ShopperContact, now: Date): Instructions {
  return {
    ...base('pay_easy', intent, now),
    collection_number: randomDigits(5),
    customer_number: randomDigits(16),
    confirmation_number: randomDigits(6),
    ...contact,
  };
}

export function speiInstructions(intent: Intent, now: Date): Instructions {
  return {
    ...base('spei', intent, now),
    // 646 is STP, the usual SPEI receiving bank; 180 its city code.
    bank_account: { bank_name: 'STP', clabe: makeClabe(`646180${randomDigits(11)}`) },
    reference: randomDigits(7),
  };
}

function transferAccount(currency: string): Record<string, string> {
  switch (currency) {
    case 'GBP':
      return { bank_name: 'Sandbox Bank UK', account_number: randomDigits(8), sort_code: `04${randomDigits(4)}` };
    case 'EUR':
      return { bank_name: 'Sandbox Bank EU', iban: makeIban('DE', `37040044${randomDigits(10)}`), bic: 'SNDBDEFFXXX' };
    case 'AUD':
      return { bank_name: 'Sandbox Bank AU', bsb: `06${randomDigits(4)}`, account_number: randomDigits(9) };
    default:
      return { bank_name: 'Sandbox Bank US', account_number: randomDigits(12), routing_number: makeAba(`0210${randomDigits(4)}`) };
  }
}

export function bankTransferInstructions(intent: Intent, now: Date): Instructions {
  return { ...base('bank_transfer', intent, now), bank_account: transferAccount(intent.currency), reference: transferReference() };
}

/** PayNow to the merchant's UEN (Singapore business number) with a reference. */
export function payNowInstructions(intent: Intent, now: Date): Instructions {
  return { ...base('paynow', intent, now), uen: '201912345K', reference: transferReference() };
}
