/**
 * The dashboard's screens made the same on every run, for their stored screenshots: what
 * differs between runs by nature (times, random ids, ports, secrets) is written over with
 * fixed stand-ins, in the page itself, just before the picture, and again whenever a poll
 * re-renders it (the lists ask the sandbox every few seconds). The layout stays the page's
 * own; only the letters that could not repeat are replaced.
 */
import type { Page } from '@playwright/test';

export async function steadyDashboard(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ids = /\b(int|evt|cus|cst|mtd|vrf|ref|rfd|att|whe|link|plk|req)_[A-Za-z0-9]{6,}/g;
    const ports = /(https?:\/\/(?:127\.0\.0\.1|localhost)):\d+/g;
    // An event's payload (its page shows the JSON) carries times and request ids as written.
    const isoTimes = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z\b/g;
    const uuids = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;
    const steady = (text: string) =>
      text
        .replace(ids, '$1_0000000000000000')
        .replace(ports, '$1:4000')
        .replace(isoTimes, '2026-01-01T12:00:00.000Z')
        .replace(uuids, '00000000-0000-4000-8000-000000000000');
    const apply = () => {
      for (const time of document.querySelectorAll('time')) if (time.textContent !== 'Jan 1, 2026, 12:00:00 PM') time.textContent = 'Jan 1, 2026, 12:00:00 PM';
      for (const secret of document.querySelectorAll('.dash-secret')) if (secret.textContent !== 'abcdef') secret.textContent = 'abcdef';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const next = steady(text);
        if (next !== text) node.textContent = next;
      }
      for (const input of document.querySelectorAll<HTMLInputElement>('input[readonly]')) input.value = steady(input.value);
    };
    const observer = new MutationObserver(() => {
      observer.disconnect();
      apply();
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    apply();
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
