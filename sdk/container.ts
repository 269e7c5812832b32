import { PorticoError } from './errors';

/**
 * One element per container: a second one used to replace the first's frame while the
 * first still said `ready` (its `confirm()` then hung). Every element's iframe leaves
 * the page when it unmounts, so a frame of ours in `container` is a mounted element's.
 */
export function claimContainer(container: Element, kind: string): void {
  const there = container.querySelector<HTMLIFrameElement>('iframe[data-portico-kind]')?.dataset.porticoKind;
  if (there) {
    throw PorticoError.of('container_occupied', { kind, mounted_kind: there },
      `mount(): the container holds a mounted "${there}" element: unmount() or destroy() it first, or use another container.`);
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
  const layers: number[][] = [];
  for (let at: Element | null = container, alpha = 0; at && alpha < 1; at = at.parentElement) {
    const css = getComputedStyle(at).backgroundColor;
    const rgba = css.startsWith('rgb') ? css.match(/[\d.]+/g)!.map(Number) : null;
    if (rgba) {
      layers.push(rgba);
      alpha = rgba[3] ?? 1;
    }
  }
  let colour = [255, 255, 255];
  for (const [r, g, b, a = 1] of layers.reverse()) colour = [r!, g!, b!].map((channel, i) => colour[i]! + (channel - colour[i]!) * a);
  return '#' + colour.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}
