// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { BOOT_ROOT_ID } from './boot-fields';

// A fresh module each test: the field focus was in is the module's own state.
let releaseBoot: () => void;
beforeEach(async () => {
  vi.resetModules();
  ({ releaseBoot } = await import('./boot-fields'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

it("keeps focus put in the markup after the body's first render read it (the boot script's, on the page's focus): in the runtime's field, caret at the end", () => {
  document.body.innerHTML = `<div id="${BOOT_ROOT_ID}"><input name="number"></div><div id="root"><input name="number" value="4111"></div>`;
  const boot = document.querySelector<HTMLInputElement>(`#${BOOT_ROOT_ID} input`)!;
  const runtime = document.querySelector<HTMLInputElement>('#root input')!;
  boot.focus();
  releaseBoot();
  expect(document.getElementById(BOOT_ROOT_ID)).toBeNull();
  expect(document.activeElement).toBe(runtime);
  expect([runtime.selectionStart, runtime.selectionEnd]).toEqual([4, 4]);
});

it('moves no focus when the markup held none', () => {
  document.body.innerHTML = `<div id="${BOOT_ROOT_ID}"><input name="number"></div><div id="root"><input name="number"></div>`;
  releaseBoot();
  expect(document.activeElement).toBe(document.body);
});
