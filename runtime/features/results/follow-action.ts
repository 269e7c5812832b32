import type { ShopperAction } from '../../platform/api/shopper-action';

/**
 * Goes where the provider's next action says: `replace` for a GET (the back button
 * then skips this hop), a submit of the page's own hidden form for a POST. The
 * action was read by readShopperAction, so its address is http(s).
 */
export function followAction(win: Window, action: Extract<ShopperAction, { type: 'redirect' | 'redirect_form' }>, form: HTMLFormElement | null): void {
  if (action.type === 'redirect') win.location.replace(action.url);
  else form?.submit();
}
