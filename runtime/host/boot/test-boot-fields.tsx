import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElementKind } from '../../../protocol';
import type { ElementBody } from '../screen-contract';
import { renderInFrame } from '../testing';
import { BOOT_ROOT_ID } from './boot-fields';

/** One frame of a group of single fields (split card, Korean card) and what is typed into its boot markup. */
export interface BootFieldFrame {
  readonly kind: ElementKind;
  readonly Body: ElementBody;
  /** Its `runtime/host/boot/{kind}.html`. */
  readonly markup: string;
  readonly name: string;
  /** The field's accessible name, where the test holds it. */
  readonly label?: RegExp;
  readonly raw: string;
  /** `raw` as the runtime formats it. */
  readonly shown: string;
  /** What finishes the field, and the kind focus then moves on to (none: the group's last field). */
  readonly finished?: { readonly raw: string; readonly next: ElementKind };
}

/** The markup on the page with `raw` typed into its field, focus in it and the caret at `caret` (default: the end). */
function typeBeforeBoot({ markup, name }: BootFieldFrame, raw: string, caret = raw.length): void {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const box = holder.firstElementChild as HTMLElement;
  document.body.prepend(box);
  const typed = box.querySelector(`input[name=${name}]`) as HTMLInputElement;
  typed.value = raw;
  typed.focus();
  typed.setSelectionRange(caret, caret);
}

/** A turn after the body's first commit, when a field finished in the markup moves on (boot-fields.ts `useMoveOnFromBoot`). */
const aTurnLater = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const focusMoves = (events: ReadonlyArray<[string, unknown]>) => events.filter(([event]) => event === 'onFocusTo').map(([, payload]) => payload);

const GROUP = 'g-0000000000000000000000';

/**
 * The tests every single-field boot kind passes (runtime/host/boot/): its markup is the field's own
 * first paint in English (the `form` the runtime renders), and what was typed before boot is kept,
 * formatted, with focus and caret at its end, and reported as a change.
 */
export function describeBootFields(title: string, frames: readonly BootFieldFrame[], form: string): void {
  describe(title, () => {
    afterEach(() => {
      cleanup();
      document.getElementById(BOOT_ROOT_ID)?.remove();
    });

    it.each(frames)("$kind: its boot markup is the field's own first paint in English", ({ kind, Body, markup }) => {
      renderInFrame(Body, { client: null, kind, group: GROUP });
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      expect(holder.firstElementChild?.id).toBe(BOOT_ROOT_ID);
      expect(holder.querySelector('form')?.outerHTML).toBe(document.querySelector(form)?.outerHTML);
    });

    it.each(frames)('$kind: keeps what was typed, formatted, with focus and caret at its end', (frame) => {
      const { kind, Body, name, label, raw, shown } = frame;
      typeBeforeBoot(frame, raw);
      const { events } = renderInFrame(Body, { client: null, kind, group: GROUP });
      const input = document.querySelector(`${form} input[name=${name}]`) as HTMLInputElement;
      if (label) expect(screen.getByRole('textbox', { name: label })).toBe(input);
      expect(document.getElementById(BOOT_ROOT_ID)).toBeNull();
      expect(input.value).toBe(shown);
      expect(document.activeElement).toBe(input);
      expect(input.selectionStart).toBe(shown.length);
      expect(events.some(([event, payload]) => event === 'onChange' && (payload as { empty: boolean }).empty === false)).toBe(true);
      expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    });

    const finishing = frames.filter((frame) => frame.finished !== undefined);
    if (finishing.length === 0) return;
    it.each(finishing)('$kind: finished before boot with the caret at its end, focus moves on to the next frame', async (frame) => {
      const { raw, next } = frame.finished!;
      typeBeforeBoot(frame, raw);
      const { events } = renderInFrame(frame.Body, { client: null, kind: frame.kind, group: GROUP });
      await aTurnLater();
      expect(focusMoves(events)).toEqual([{ kind: next }]);
    });

    it.each(finishing)('$kind: finished before boot, the caret not at its end (a digit corrected), focus stays', async (frame) => {
      typeBeforeBoot(frame, frame.finished!.raw, 1);
      const { events } = renderInFrame(frame.Body, { client: null, kind: frame.kind, group: GROUP });
      await aTurnLater();
      expect(document.activeElement).toBe(document.querySelector(`${form} input[name=${frame.name}]`));
      expect(focusMoves(events)).toEqual([]);
    });
  });
}
