import { expect, type FrameLocator, type Page } from '@playwright/test';
import { expectFrameSettled } from './frame-settled';
import { expectKeysGoTo } from './keys-go-to';

/** The sandbox's Korean test cards (docs/test-cards.md#korean-cards). */
export const KR_TEST_CARDS = {
  success: '9410000000000005',
  wrongPin: '9410000100000558',
} as const;

export const KR_KINDS = ['kr-card-number', 'kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'] as const;
export type KrKind = (typeof KR_KINDS)[number];

export interface KrCardInput {
  readonly number: string;
  readonly expiry: string;
  readonly pswFirstTwo: string;
  readonly identifier: string;
}

export const GOOD_KR_CARD: KrCardInput = { number: KR_TEST_CARDS.success, expiry: '12 / 34', pswFirstTwo: '12', identifier: '900101' };

/** The demo merchant's Korean card page (examples/pages/kr-card.html): four frames, one payment. */
export class KrCardPage {
  constructor(
    readonly page: Page,
    readonly merchantUrl: string,
  ) {}

  frame(kind: KrKind): FrameLocator {
    return this.page.frameLocator(`#${kind} iframe`);
  }

  input(kind: KrKind) {
    return this.frame(kind).locator('input');
  }

  /** The shopper's next key goes to this field (support/keys-go-to.ts). */
  expectKeysGoTo(kind: KrKind): Promise<void> {
    return expectKeysGoTo(this.page, `#${kind} iframe`, this.input(kind));
  }

  message(kind: KrKind) {
    return this.frame(kind).locator('[role="alert"]');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${this.merchantUrl}/kr-card.html${query}`);
    await expect(this.page.locator('#pay')).toBeEnabled();
  }

  async fill(card: KrCardInput = GOOD_KR_CARD): Promise<void> {
    await this.input('kr-card-number').fill(card.number);
    await this.input('kr-card-expiry').fill(card.expiry);
    await this.input('kr-card-psw-first-two').fill(card.pswFirstTwo);
    await this.input('kr-card-identifier').fill(card.identifier);
  }

  async pay(): Promise<void> {
    await expectFrameSettled(this.page.locator('main iframe'));
    await this.page.locator('#pay').click();
  }
}
