import { PorticoError } from './errors';

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
