import { describe, expect, it } from 'vitest';
import { identityFields, identityOfAddress, merchantIdentity } from './merchant-identity';

const hashOf = (options: unknown) => `#/checkout-success?${new URLSearchParams({ options: JSON.stringify(options) }).toString()}`;

describe('merchant identity', () => {
  it("reads the logo, terms and privacy of the address's options, keeping each only when it is of its kind", () => {
    const fields = identityOfAddress(
      hashOf({ intent_id: 'int_1', logo_url: 'https://shop.example/logo.png', terms_url: 'https://shop.example/terms', privacy_url: 'javascript:alert(1)' }),
    );
    const identity = merchantIdentity('Shop', fields);
    expect(identity).toEqual({ name: 'Shop', logo: 'https://shop.example/logo.png', terms: 'https://shop.example/terms' });
    expect(identityFields(identity)).toEqual({ logo_url: 'https://shop.example/logo.png', terms_url: 'https://shop.example/terms' });
  });

  it('refuses an http logo and any data: URL but a base64 image, and reads a broken address as none', () => {
    expect(merchantIdentity('Shop', { logo_url: 'http://shop.example/logo.png' }).logo).toBeUndefined();
    expect(merchantIdentity('Shop', { logo_url: 'data:text/html;base64,PGI+' }).logo).toBeUndefined();
    expect(merchantIdentity('Shop', { logo_url: 'data:image/png;base64,iVBORw0KGgo=' }).logo).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(identityOfAddress('#/checkout-success?options=%7Bnot-json')).toEqual({});
    expect(identityOfAddress('#/checkout-success')).toEqual({});
  });
});
