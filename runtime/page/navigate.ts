/**
 * The whole page leaves for another address: one place, so page tests can watch it
 * (jsdom does not navigate). Callers pass only http(s) addresses they have checked.
 */
export const navigate = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
};
