// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_COLOR } from '../protocol';
import { pageColor } from './container';

/** A container nested in ancestors with these inline background colours, outermost first. */
function nested(...backgrounds: string[]): Element {
  let parent: Element = document.body;
  for (const background of backgrounds) {
    const div = document.createElement('div');
    div.style.backgroundColor = background;
    parent.appendChild(div);
    parent = div;
  }
  return parent;
}

afterEach(() => {
  document.body.replaceChildren();
  document.body.removeAttribute('style');
});

describe('pageColor (protocol page_color)', () => {
  it('is white where nothing on the page paints (the canvas)', () => {
    expect(pageColor(nested('transparent'))).toBe('#ffffff');
  });

  it("is the nearest opaque ancestor's colour; what lies under it does not count", () => {
    expect(pageColor(nested('rgb(16, 20, 24)', 'transparent'))).toBe('#101418');
    document.body.style.backgroundColor = 'rgb(255, 0, 0)';
    expect(pageColor(nested('rgb(240, 240, 240)', 'transparent'))).toBe('#f0f0f0');
  });

  it('lays translucent colours over the ones under them, down to the canvas', () => {
    // Half black over white: mid grey; half white over that: 3/4 of the way to white.
    expect(pageColor(nested('rgba(0, 0, 0, 0.5)'))).toBe('#808080');
    expect(pageColor(nested('rgba(0, 0, 0, 0.5)', 'rgba(255, 255, 255, 0.5)'))).toBe('#bfbfbf');
    document.body.style.backgroundColor = 'rgb(0, 0, 255)';
    expect(pageColor(nested('rgba(255, 0, 0, 0.25)'))).toBe('#4000bf');
  });

  it('writes the form the frame reads', () => {
    expect(PAGE_COLOR.test(pageColor(nested('rgb(1, 2, 3)')))).toBe(true);
    expect(PAGE_COLOR.test('#FFF')).toBe(false);
    expect(PAGE_COLOR.test('red')).toBe(false);
  });
});
