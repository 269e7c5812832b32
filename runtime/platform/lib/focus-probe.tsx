/**
 * For tests of a focus move: rendered after the component under test, it records where
 * focus is when the commit's layout effects run (after the component's own, which come
 * earlier in the tree). A move made there is in place before the browser hands the page
 * its next key; one made in a passive effect is not, and the probe sees the body (`'body'`); a focused element is named by its text.
 */
import { useLayoutEffect } from 'react';

export function FocusProbe({ seen }: { readonly seen: string[] }) {
  useLayoutEffect(() => {
    const focused = document.activeElement;
    seen.push(focused === null || focused === document.body ? 'body' : focused.textContent?.trim() || focused.tagName);
  });
  return null;
}
