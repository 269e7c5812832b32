// @vitest-environment jsdom
import { describeBootFields } from '../../../host/boot/test-boot-fields';
import NUMBER_MARKUP from '../../../host/boot/card-number.html?raw';
import EXPIRY_MARKUP from '../../../host/boot/expiry.html?raw';
import CVC_MARKUP from '../../../host/boot/cvc.html?raw';
import CardNumberElement from './CardNumberElement';
import CvcElement from './CvcElement';
import ExpiryElement from './ExpiryElement';

describeBootFields(
  'a split field typed before boot',
  [
    {
      kind: 'card-number',
      Body: CardNumberElement,
      markup: NUMBER_MARKUP,
      name: 'number',
      label: /card number/i,
      raw: '41111111',
      shown: '4111 1111',
      finished: { raw: '4111111111111111', next: 'expiry' },
    },
    {
      kind: 'expiry',
      Body: ExpiryElement,
      markup: EXPIRY_MARKUP,
      name: 'expiry',
      label: /expiry/i,
      raw: '123',
      shown: '12 / 3',
      finished: { raw: '1234', next: 'cvc' },
    },
    { kind: 'cvc', Body: CvcElement, markup: CVC_MARKUP, name: 'cvc', label: /security code/i, raw: '12', shown: '12' },
  ],
  'form.portico-card',
);
