import { PorticoError } from './errors';

/**
 * One element per container: a second one used to replace the first's frame while the
 * first still said `ready` (its `confirm()` then hung). Every element's iframe leaves
 * the page when it unmounts, so a frame of ours in `container` is a mounted element's.
 */
export function claimContainer(container: Element, kind: string): void {
  const there = container.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')?.dataset.porticoKind;
  if (there) {
    throw PorticoError.of(
      'container_occupied',
      { kind, mounted_kind: there },
      `mount(): the container holds a mounted "${there}" element: unmount() or destroy() it first, or use another container.`,
    );
  }
}

/** Where `mount()` puts the iframe: a DOM element, or the one a CSS selector finds; else `container_not_found` saying why. */
export function resolveContainer(target: string | Element): Element {
  if (typeof Element !== 'undefined' && target instanceof Element) return target;
  const notFound = (problem: string) => PorticoError.of('container_not_found', { selector: String(target) }, problem);
  if (typeof target !== 'string') throw notFound('mount() takes a CSS selector or a DOM element.');
  let found: Element | null;
  try {
    found = document.querySelector(target);
  } catch {
    throw notFound(`"${target}" is not a valid CSS selector.`);
  }
  if (!found) throw notFound(`No element matches "${target}".`);
  return found;
}

/**
 * The colour the page shows behind `container` (protocol's `page_color`): each ancestor's
 * computed `background-color` laid over the next (alpha compositing) down to the first
 * opaque one, or to the canvas's white. A colour the browser does not write as rgb() is
 * passed over; images and gradients are not colours, and count as the colour under them.
 */
export function pageColor(container: Element): string {
  // Front to back: each layer adds its colour times what still shows through above it.
  const sum = [0, 0, 0];
  let through = 1;
  for (let at: Element | null = container; at && through > 0; at = at.parentElement) {
    const css = getComputedStyle(at).backgroundColor;
    const [r, g, b, a = 1] = css.startsWith('rgb') ? css.match(/[\d.]+/g)!.map(Number) : [0, 0, 0, 0];
    [r!, g!, b!].forEach((channel, i) => (sum[i]! += channel * a * through));
    through *= 1 - a;
  }
  return (
    '#' +
    sum
      .map((channel) =>
        Math.round(channel + 255 * through)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
