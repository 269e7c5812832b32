// @vitest-environment jsdom
import { describeBootFields } from '../../host/boot/test-boot-fields';
import NUMBER_MARKUP from '../../host/boot/kr-card-number.html?raw';
import EXPIRY_MARKUP from '../../host/boot/kr-card-expiry.html?raw';
import PIN_MARKUP from '../../host/boot/kr-card-psw-first-two.html?raw';
import IDENTIFIER_MARKUP from '../../host/boot/kr-card-identifier.html?raw';
import KrCardNumberElement from './KrCardNumberElement';
import KrCardExpiryElement from './KrCardExpiryElement';
import KrCardPswFirstTwoElement from './KrCardPswFirstTwoElement';
import KrCardIdentifierElement from './KrCardIdentifierElement';

describeBootFields(
  'a Korean card field typed before boot',
  [
    {
      kind: 'kr-card-number',
      Body: KrCardNumberElement,
      markup: NUMBER_MARKUP,
      name: 'number',
      raw: '94100000',
      shown: '9410 0000',
      finished: { raw: '9410000000000005', next: 'kr-card-expiry' },
    },
    {
      kind: 'kr-card-expiry',
      Body: KrCardExpiryElement,
      markup: EXPIRY_MARKUP,
      name: 'expiry',
      raw: '123',
      shown: '12 / 3',
      finished: { raw: '1234', next: 'kr-card-psw-first-two' },
    },
    {
      kind: 'kr-card-psw-first-two',
      Body: KrCardPswFirstTwoElement,
      markup: PIN_MARKUP,
      name: 'pswFirstTwo',
      raw: '1',
      shown: '1',
      finished: { raw: '12', next: 'kr-card-identifier' },
    },
    { kind: 'kr-card-identifier', Body: KrCardIdentifierElement, markup: IDENTIFIER_MARKUP, name: 'identifier', raw: '9001', shown: '9001' },
  ],
  'form.portico-kr',
);
