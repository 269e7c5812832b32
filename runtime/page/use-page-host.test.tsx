// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageHost } from './use-page-host';

describe('a page hosting a method body: its payment request (spec §3)', () => {
  it("on the checkout's own page: component all, no merchant origin, Pay locked while a confirm runs", () => {
    const { result } = renderHook(() => usePageHost(null, 'int_1', { client_secret: 'cs_page' }, 'idle'));
    const { request } = result.current.frame;
    expect(request.get()).toMatchObject({
      initialized: true,
      componentName: 'all',
      origin: null,
      client_secret: 'cs_page',
      mode: 'payment',
      disablePay: false,
    });
    act(() => result.current.activity.busy(true));
    expect(request.get().disablePay).toBe(true);
    act(() => result.current.activity.busy(false));
    expect(request.get().disablePay).toBe(false);
  });
});
