import { describe, expect, it } from 'vitest';
import { dropQueryOnRoot, parseLocation } from './parse-location';
import { parseOptions } from './options';

const hashLoc = (query: string) => ({ pathname: '/', search: '', hash: `#/elements/card?${query}` });
const opts = (value: unknown) => `options=${encodeURIComponent(JSON.stringify(value))}`;

describe('query parameters after the hash', () => {
  it('defaults: nothing given', () => {
    expect(parseLocation(hashLoc('')).query).toEqual({
      lang: null,
      options: null,
      optionsError: null,
      client_secret: null,
      intent_id: null,
      sessionId: null,
      customer_id: null,
      mode: 'payment',
      return_url: null,
      success_url: null,
      cancel_url: null,
      consent_id: null,
      app_version: null,
    });
  });

  it("reads the SDK's version (v) when it is dot-separated numbers", () => {
    expect(parseLocation(hashLoc('v=0.1.0')).query.app_version).toBe('0.1.0');
    expect(parseLocation(hashLoc('v=latest')).query.app_version).toBeNull();
  });

  it("reads the hosted page's success_url and cancel_url when http(s), from options first", () => {
    const shop = encodeURIComponent('https://shop.example/thanks');
    const { query } = parseLocation(
      hashLoc(`success_url=${shop}&cancel_url=${encodeURIComponent('javascript:alert(1)')}&${opts({ cancel_url: 'https://shop.example/cart' })}`),
    );
    expect(query).toMatchObject({ success_url: 'https://shop.example/thanks', cancel_url: 'https://shop.example/cart' });
    expect(parseLocation(hashLoc(`success_url=${encodeURIComponent('data:text/html,x')}`)).query.success_url).toBeNull();
    expect(parseLocation(hashLoc(opts({ success_url: 'ftp://shop.example/' }))).query.success_url).toBeNull();
  });

  it('reads consent_id (the micro-deposit pages)', () => {
    expect(parseLocation(hashLoc('consent_id=cst_1&client_secret=cs_1')).query).toMatchObject({ consent_id: 'cst_1', client_secret: 'cs_1' });
  });

  it('reads return_url when it is http(s), from options first', () => {
    const back = encodeURIComponent('https://shop.example/done?order=7');
    expect(parseLocation(hashLoc(`return_url=${back}`)).query.return_url).toBe('https://shop.example/done?order=7');
    expect(parseLocation(hashLoc(`return_url=${back}&${opts({ return_url: 'http://other.example/' })}`)).query.return_url).toBe('http://other.example/');
    expect(parseLocation(hashLoc(`return_url=${encodeURIComponent('javascript:alert(1)')}`)).query.return_url).toBeNull();
    expect(parseLocation({ pathname: '/page/konbini/success', search: `?return_url=${back}`, hash: '' }).query.return_url).toBe(
      'https://shop.example/done?order=7',
    );
  });

  it('reads every plain parameter', () => {
    const { query } = parseLocation(hashLoc('client_secret=cs_1&intent_id=int_1&sessionId=sess_1&customer_id=cus_1&mode=recurring&lang=fr'));
    expect(query).toMatchObject({
      lang: 'fr',
      client_secret: 'cs_1',
      intent_id: 'int_1',
      sessionId: 'sess_1',
      customer_id: 'cus_1',
      mode: 'recurring',
    });
  });

  it('reads locale when lang is absent; lang wins over locale', () => {
    expect(parseLocation(hashLoc('locale=de')).query.lang).toBe('de');
    expect(parseLocation(hashLoc('locale=de&lang=ja')).query.lang).toBe('ja');
  });

  it('an unknown mode falls back to payment', () => {
    expect(parseLocation(hashLoc('mode=subscription')).query.mode).toBe('payment');
  });

  it('empty parameters count as absent', () => {
    expect(parseLocation(hashLoc('client_secret=&options=')).query).toMatchObject({
      client_secret: null,
      options: null,
      optionsError: null,
    });
  });

  it('reads every options field', () => {
    const options = {
      origin: 'https://shop.example',
      channel: 'ch_0123456789abcdef',
      client_secret: 'cs_o',
      intent_id: 'int_o',
      customer_id: 'cus_o',
      sessionId: 'sess_o',
      mode: 'recurring',
      appearance: { mode: 'dark', variables: { colorBrand: '#123456' } },
      brands: ['visa', 'mastercard'],
    };
    const { query } = parseLocation(hashLoc(opts(options)));
    expect(query.options).toEqual(options);
    expect(query).toMatchObject({
      client_secret: 'cs_o',
      intent_id: 'int_o',
      customer_id: 'cus_o',
      sessionId: 'sess_o',
      mode: 'recurring',
      optionsError: null,
    });
  });

  it('takes a plain customer_id and sessionId beside options into the options screens read (spec §2); options win', () => {
    const beside = parseLocation(hashLoc(`${opts({ client_secret: 'cs_o' })}&customer_id=cus_plain&sessionId=sess_plain`)).query;
    expect(beside.options).toEqual({ client_secret: 'cs_o', customer_id: 'cus_plain', sessionId: 'sess_plain' });
    const both = parseLocation(hashLoc(`${opts({ customer_id: 'cus_o', sessionId: 'sess_o' })}&customer_id=cus_plain&sessionId=sess_plain`)).query;
    expect(both.options).toEqual({ customer_id: 'cus_o', sessionId: 'sess_o' });
    expect(parseLocation(hashLoc(`${opts({ mode: 'recurring' })}&customer_id=`)).query.options).toEqual({ mode: 'recurring' });
  });

  it("reads the drop-in's currency switcher options, dropping a value it does not know", () => {
    expect(parseOptions(JSON.stringify({ currency_switcher: 'off', shopper_currency: 'GBP' })).options).toMatchObject({
      currency_switcher: 'off',
      shopper_currency: 'GBP',
    });
    const bad = parseOptions(JSON.stringify({ currency_switcher: false, shopper_currency: 'gbp' })).options;
    expect(bad).not.toHaveProperty('currency_switcher');
    expect(bad).not.toHaveProperty('shopper_currency');
  });

  it('reads the connected account a platform acts for, only as a header can carry it', () => {
    expect(parseOptions(JSON.stringify({ on_behalf_of: 'acct_connected_1' })).options).toMatchObject({ on_behalf_of: 'acct_connected_1' });
    for (const bad of ['acct 1', 'acct_1\r\nx-evil: 1', '', 7, 'a'.repeat(65)])
      expect(parseOptions(JSON.stringify({ on_behalf_of: bad })).options).not.toHaveProperty('on_behalf_of');
  });

  it('keeps the known card brands of a brand limit, each once; none known is as if absent', () => {
    expect(parseLocation(hashLoc(opts({ brands: ['amex', 'american-express', 'amex', 7, 'jcb'] }))).query.options?.brands).toEqual(['amex', 'jcb']);
    expect(parseLocation(hashLoc(opts({ brands: ['maestro'] }))).query.options).not.toHaveProperty('brands');
    expect(parseLocation(hashLoc(opts({ brands: 'visa' }))).query.options).not.toHaveProperty('brands');
  });

  it('options fields win over plain parameters', () => {
    const { query } = parseLocation(
      hashLoc(
        `client_secret=cs_p&intent_id=int_p&sessionId=s_p&customer_id=c_p&mode=payment&${opts({
          client_secret: 'cs_o',
          intent_id: 'int_o',
          sessionId: 's_o',
          customer_id: 'c_o',
          mode: 'recurring',
        })}`,
      ),
    );
    expect(query).toMatchObject({
      client_secret: 'cs_o',
      intent_id: 'int_o',
      sessionId: 's_o',
      customer_id: 'c_o',
      mode: 'recurring',
    });
  });

  it('plain parameters fill what options leave out', () => {
    const { query } = parseLocation(hashLoc(`client_secret=cs_p&mode=recurring&${opts({ intent_id: 'int_o' })}`));
    expect(query).toMatchObject({ client_secret: 'cs_p', intent_id: 'int_o', mode: 'recurring' });
  });

  it('reads intent.id; intent_id wins over it', () => {
    expect(parseLocation(hashLoc(opts({ intent: { id: 'int_nested' } }))).query.intent_id).toBe('int_nested');
    expect(parseLocation(hashLoc(`intent_id=int_p&${opts({ intent: { id: 'int_nested' } })}`)).query.intent_id).toBe('int_nested');
    expect(parseLocation(hashLoc(opts({ intent_id: 'int_flat', intent: { id: 'int_nested' } }))).query.options?.intent_id).toBe('int_flat');
  });

  it('reads from as the merchant origin; origin wins over it', () => {
    expect(parseOptions(JSON.stringify({ from: 'https://a.example' })).options?.origin).toBe('https://a.example');
    expect(parseOptions(JSON.stringify({ from: 'https://a.example', origin: 'https://b.example' })).options?.origin).toBe('https://b.example');
  });

  it('drops options fields of the wrong type or unknown keys', () => {
    const { options, error } = parseOptions(
      JSON.stringify({
        client_secret: 42,
        intent_id: '',
        mode: 'subscription',
        channel: ['x'],
        extra: 'ignored',
        appearance: { mode: 'neon', variables: { colorText: 3, colorBackground: '#fff' } },
      }),
    );
    expect(error).toBeNull();
    expect(options).toEqual({ appearance: { variables: { colorBackground: '#fff' } } });
  });

  it.each([
    ['{not json', /not valid JSON/],
    ['[1,2]', /not a JSON object/],
    ['"text"', /not a JSON object/],
    ['null', /not a JSON object/],
    ['{"__proto__":{"polluted":true}}', /forbidden key/],
  ])('malformed options %s → options null with an error, never a throw', (raw, message) => {
    const { query } = parseLocation(hashLoc(`options=${encodeURIComponent(raw)}&client_secret=cs_p`));
    expect(query.options).toBeNull();
    expect(query.optionsError).toMatch(message);
    expect(query.client_secret).toBe('cs_p');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('hash routes ignore the query string before the hash', () => {
    const parsed = parseLocation({ pathname: '/', search: '?lang=de&client_secret=cs_s', hash: '#/elements/card' });
    expect(parsed.query).toMatchObject({ lang: null, client_secret: null });
  });

  it('path routes read the query string; parameters after a hash override it', () => {
    const parsed = parseLocation({
      pathname: '/page/3ds-callback',
      search: '?client_secret=cs_s&lang=de',
      hash: '#?lang=ja',
    });
    expect(parsed.query).toMatchObject({ client_secret: 'cs_s', lang: 'ja' });
    expect(parsed.language).toBe('ja');
  });
});

describe('language (spec §5)', () => {
  const lang = (value: string | null, nav: readonly string[] = []) =>
    parseLocation(hashLoc(value === null ? '' : `lang=${encodeURIComponent(value)}`), nav).language;

  it('accepts each supported language, case-insensitively', () => {
    expect(lang('fr')).toBe('fr');
    expect(lang('zh-hk')).toBe('zh-HK');
    expect(lang('ZH-HK')).toBe('zh-HK');
    expect(lang('zh_HK')).toBe('zh-HK');
    expect(lang('AR')).toBe('ar');
  });

  it('rejects an unsupported language, then tries the browser language prefix, then en', () => {
    expect(lang('xx', ['de-DE', 'fr'])).toBe('de');
    expect(lang('fr-CA', ['ja-JP'])).toBe('ja');
    expect(lang('zh-TW', ['xx-YY', 'pt-BR'])).toBe('pt');
    expect(lang('xx', ['xx-YY', 'tlh'])).toBe('en');
    expect(lang(null)).toBe('en');
  });

  it('keeps a supported browser language with its region (zh-HK), else its prefix (zh-TW → zh)', () => {
    expect(lang(null, ['zh-HK'])).toBe('zh-HK');
    expect(lang(null, ['zh-TW'])).toBe('zh');
  });

  it('a URL language wins over the browser language', () => {
    expect(lang('ko', ['de'])).toBe('ko');
  });
});

describe('dropQueryOnRoot (spec §2)', () => {
  it('drops the query string on / when a hash is present', () => {
    expect(dropQueryOnRoot({ pathname: '/', search: '?a=1', hash: '#/elements/card?lang=fr' })).toBe('/#/elements/card?lang=fr');
  });

  it.each([
    { pathname: '/', search: '?a=1', hash: '' },
    { pathname: '/', search: '', hash: '#/elements/card' },
    { pathname: '/', search: '?', hash: '#/elements/card' },
    { pathname: '/', search: '?a=1', hash: '#' },
    { pathname: '/page/3ds-callback', search: '?a=1', hash: '#/x' },
  ])('leaves %o alone', (loc) => {
    expect(dropQueryOnRoot(loc)).toBeNull();
  });
});
