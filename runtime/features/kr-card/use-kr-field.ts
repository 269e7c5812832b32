/**
 * One Korean card field's state inside its frame: the value as formatted, whether
 * its problem is shown (once the shopper has left it with something in it, or after
 * a refused Pay), and its input. The merchant's `clear()` empties it and `focus()`
 * focuses it; `focus` and `blur` are reported to the page.
 */
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useLatest } from '../../platform/lib/use-latest';
import type { FieldChange } from '../../../protocol';
import { useChangeEvent, useEmit, useOnClear, useOnFocusRequest } from '../../host';
import { KR_FIELDS, type KrFieldName, type KrFieldRow } from './kr-fields';
import type { KrFieldState } from './rules';
import { useBootField, useMoveOnFromBoot } from '../../host/boot/boot-fields';

export interface KrFieldControl {
  readonly name: KrFieldName;
  readonly row: KrFieldRow;
  readonly value: string;
  readonly state: KrFieldState;
  /** Its problem, if any, is shown. */
  readonly touched: boolean;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onInput: (raw: string) => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  /** Puts the cursor here. */
  readonly focus: () => void;
  /** Shows its problem now (a confirm found the group incomplete). */
  readonly reveal: () => void;
  /** Sets the value from elsewhere (the group's autofill relay), formatted as if typed. */
  readonly fill: (value: string) => void;
  /** Something was typed into the frame's boot markup before the runtime ran (host/boot/). */
  readonly typedBeforeBoot: boolean;
}

export interface KrFieldOptions {
  /** Runs when the shopper finishes the field (the moment it becomes done): focus moves on. */
  readonly onDone?: () => void;
  /** Runs on every value the shopper types, after formatting. */
  readonly onValue?: (value: string) => void;
}

export function useKrField(name: KrFieldName, options: KrFieldOptions = {}): KrFieldControl {
  const row = KR_FIELDS[name];
  const emit = useEmit();
  const inputRef = useRef<HTMLInputElement | null>(null);
  // What was typed into the frame's boot markup before the runtime ran.
  const boot = useBootField(name, (raw) => row.format(raw, ''));
  const [value, setValue] = useState(boot.value);
  const [touched, setTouched] = useState(boot.touched);
  const state = useMemo(() => row.state(value), [row, value]);
  const latest = useLatest({ value, options });
  const focus = useCallback(() => inputRef.current?.focus(), []);

  useOnClear(() => {
    setValue('');
    setTouched(false);
  });
  useOnFocusRequest(focus);
  // A field finished before the runtime ran, the shopper still in it, moves on as one finished here does.
  useMoveOnFromBoot((taken) => {
    if (taken === name && latest.current.value === boot.value && row.state(boot.value).done) latest.current.options.onDone?.();
  });

  const onInput = useCallback(
    (raw: string) => {
      const previous = latest.current.value;
      const next = row.format(raw, previous);
      setValue(next);
      latest.current.options.onValue?.(next);
      if (row.state(next).done && !row.state(previous).done) latest.current.options.onDone?.();
    },
    [row, latest],
  );

  return {
    name,
    row,
    value,
    state,
    touched,
    inputRef,
    onInput,
    onFocus: () => emit('onFocus', { field: name }),
    onBlur: () => {
      if (!state.empty) setTouched(true);
      emit('onBlur', { field: name });
    },
    focus,
    reveal: () => setTouched(true),
    fill: (filled) => setValue(row.format(filled, '')),
    typedBeforeBoot: boot.value !== '',
  };
}

/**
 * Emits `change` (the frame's throttled `useChangeEvent`) with the field's `{ empty, complete }`;
 * at once when something was typed before boot (`sendFirst`).
 */
export function useKrChange({ empty, complete }: FieldChange, sendFirst = false): void {
  useChangeEvent(
    useMemo<FieldChange>(() => ({ empty, complete }), [empty, complete]),
    sendFirst,
  );
}
