/**
 * One Korean card field's state inside its frame: the value as formatted, whether
 * the shopper has left it (errors show only then, or after Pay), and what the frame
 * reports: `change` (throttled, the last state always arrives), `focus`, `blur`.
 * The merchant's `clear()` empties it and `focus()` focuses it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { CHANGE_THROTTLE_MS } from '../../lib/constants';
import { throttle } from '../../lib/timing';
import { useEmit, useOnClear, useOnFocusRequest } from '../frame';
import { KR_FIELDS, type KrFieldName, type KrFieldRow } from './kr-fields';
import type { KrFieldState } from './rules';

export interface KrFieldControl {
  readonly name: KrFieldName;
  readonly row: KrFieldRow;
  readonly value: string;
  readonly state: KrFieldState;
  /** Left by the shopper with something in it, or shown after a refused Pay: its problem is shown. */
  readonly touched: boolean;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly onInput: (raw: string) => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  /** After a refused Pay: show the problem and put the cursor here. */
  readonly showProblem: () => void;
}

export interface KrFieldOptions {
  /** Runs when the shopper finishes the field (the moment it becomes done), e.g. to move focus on. */
  readonly onDone?: () => void;
  /** Runs on every value the shopper types, after formatting. */
  readonly onValue?: (value: string) => void;
}

export function useKrField(name: KrFieldName, options: KrFieldOptions = {}): KrFieldControl {
  const row = KR_FIELDS[name];
  const emit = useEmit();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = useMemo(() => row.state(value), [row, value]);
  const latest = useRef({ value, options });
  latest.current = { value, options };

  useOnClear(() => {
    setValue('');
    setTouched(false);
    latest.current.options.onValue?.('');
  });
  useOnFocusRequest(() => inputRef.current?.focus());

  const sendChange = useMemo(
    () => throttle((empty: boolean, complete: boolean) => emit('onChange', { empty, complete }), CHANGE_THROTTLE_MS),
    [emit],
  );
  useEffect(() => () => sendChange.cancel(), [sendChange]);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    sendChange(state.empty, state.valid);
  }, [state.empty, state.valid, sendChange]);

  const onInput = useCallback(
    (raw: string) => {
      const previous = latest.current.value;
      const next = row.format(raw, previous);
      setValue(next);
      latest.current.options.onValue?.(next);
      if (row.state(next).done && !row.state(previous).done) latest.current.options.onDone?.();
    },
    [row],
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
    showProblem: () => {
      setTouched(true);
      inputRef.current?.focus();
    },
  };
}
