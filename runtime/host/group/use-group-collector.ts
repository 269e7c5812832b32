/**
 * The collector's side of a group (protocol/element-groups.ts): the frame that pays.
 * It keeps the latest value of each contributor, tells them what it detected
 * (`brand`), asks for every value before it pays (`sync`: answered, or given up on
 * after SYNC_TIMEOUT_MS), and sends focus and `validate` along the group. Its own
 * value is never posted.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ElementKind } from '../../../protocol';
import { ELEMENT_GROUPS, groupTypeOf, updateCodeOf, type GroupMessage, type GroupUpdateCode } from '../../../protocol/element-groups';
import { useGroup, type PostToGroup } from './use-group';
import { randomId } from '../../../protocol';
import { useLatest } from '../../platform/lib/use-latest';

/** How long a confirm waits for the contributors' values (through the page: encode, relay, decode). */
const SYNC_TIMEOUT_MS = 3000;

export type GroupValues = Readonly<Partial<Record<GroupUpdateCode, string>>>;

export interface GroupCollector {
  /** The contributors' latest values, by update code ('' until one arrives). */
  readonly values: GroupValues;
  /** Asks every contributor for its value now; resolves with the values once all present ones answered. */
  readonly sync: () => Promise<GroupValues>;
  /** Sets a contributor's value from here and sends it to its frame (the autofill relay). */
  readonly fill: (code: GroupUpdateCode, value: string) => void;
  readonly post: PostToGroup;
}

interface CollectorOptions {
  /**
   * What the contributors' rules depend on (the card brand and its CVC length): posted
   * when it changes and to each newcomer. A group whose contributors depend on nothing
   * of the collector's leaves it out.
   */
  readonly brand?: { readonly brand: string | null; readonly cvcSize: number | null };
  /** Another frame asked this one to take focus. */
  readonly onFocus: () => void;
}

export function useGroupCollector(kind: ElementKind, { brand, onFocus }: CollectorOptions): GroupCollector {
  const type = groupTypeOf(kind);
  const codes = useMemo(() => (type ? (Object.values(ELEMENT_GROUPS[type].contributors) as GroupUpdateCode[]) : []), [type]);
  const [values, setValues] = useState<GroupValues>({});
  const valuesRef = useRef<GroupValues>({});
  const brandRef = useLatest(brand);
  /** Codes whose frame said hello or sent a value: the ones a sync waits for. */
  const present = useRef(new Set<GroupUpdateCode>());
  const waiters = useRef(new Map<string, { readonly waiting: Set<GroupUpdateCode>; readonly done: () => void }>());

  const markPresent = (code: GroupUpdateCode | undefined) => {
    if (code !== undefined && codes.includes(code)) present.current.add(code);
  };

  const post = useGroup(
    (message: GroupMessage) => {
      switch (message.code) {
        case 'hello':
          // A contributor (re)loaded: it needs what it depends on.
          markPresent(updateCodeOf(message.kind));
          if (brandRef.current) post({ code: 'brand', ...brandRef.current });
          return;
        case 'focus':
          if (message.kind === kind) onFocus();
          return;
        case 'sync':
        case 'brand':
        case 'validate':
          return;
        default: {
          if (!codes.includes(message.code)) return;
          markPresent(message.code);
          valuesRef.current = { ...valuesRef.current, [message.code]: message.value };
          setValues(valuesRef.current);
          const waiter = message.sync === undefined ? undefined : waiters.current.get(message.sync);
          waiter?.waiting.delete(message.code);
          if (waiter?.waiting.size === 0) waiter.done();
        }
      }
    },
    (code) => codes.includes(code),
  );

  const sync = useCallback(
    () =>
      new Promise<GroupValues>((resolve) => {
        const id = randomId();
        const done = () => {
          clearTimeout(timer);
          waiters.current.delete(id);
          resolve(valuesRef.current);
        };
        const timer = setTimeout(done, SYNC_TIMEOUT_MS);
        const waiting = new Set(present.current);
        waiters.current.set(id, { waiting, done });
        post({ code: 'sync', id });
        if (waiting.size === 0) done();
      }),
    [post],
  );

  // On load: whatever the contributors already hold (they may have loaded first).
  useEffect(() => {
    void sync();
  }, [sync]);
  const detected = brand?.brand;
  const cvcSize = brand?.cvcSize;
  useEffect(() => {
    if (detected !== undefined && cvcSize !== undefined) post({ code: 'brand', brand: detected, cvcSize });
  }, [post, detected, cvcSize]);

  const fill = useCallback(
    (code: GroupUpdateCode, value: string) => {
      valuesRef.current = { ...valuesRef.current, [code]: value };
      setValues(valuesRef.current);
      post({ code, value });
    },
    [post],
  );

  return { values, sync, fill, post };
}
