import { describe, expect, it } from 'vitest';
import { HREF, routeOf } from './router';

describe('the dashboard router', () => {
  it.each([
    [HREF.payment('int_1'), { screen: 'payment', id: 'int_1' }],
    [HREF.customer('cus_1'), { screen: 'customer', id: 'cus_1' }],
    [HREF.consent('cst_1'), { screen: 'consent', id: 'cst_1' }],
    [HREF.link('plk_1'), { screen: 'link', code: 'plk_1' }],
    [HREF.endpoint('whe_1'), { screen: 'endpoint', id: 'whe_1' }],
    [HREF.event('evt_1'), { screen: 'event', id: 'evt_1' }],
  ])('reads every object’s own address back: %s', (href, route) => {
    expect(routeOf(href)).toEqual(route);
  });

  it('answers not found for an address no screen has, or an id with characters no id has', () => {
    expect(routeOf('/dashboard/refunds/ref_1')).toEqual({ screen: 'not_found' });
    expect(routeOf('/dashboard/webhooks/events/evt%2F..')).toEqual({ screen: 'not_found' });
  });
});
