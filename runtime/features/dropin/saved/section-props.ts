/**
 * What the drop-in hands its saved-methods section (SavedSection, loaded lazily): types only.
 */
import type { ReactNode } from 'react';
import type { SavedMethod } from './saved-methods';
import type { ConfirmActivity } from '../../../payment';

/** The radio group's choice of a new payment method (saved methods' ids start `mtd_`). */
export type NewMethod = 'new';
/** What the radio group has chosen: a saved method's id, or a new payment method. */
type SavedChoice = string;

export interface SavedSectionProps {
  /** The saved methods that can pay this intent, at least one. */
  readonly methods: readonly SavedMethod[];
  /** A saved method's id, or `'new'`. */
  readonly selected: SavedChoice;
  readonly onSelect: (choice: SavedChoice) => void;
  /** A payment is on its way: the choice cannot change, nothing can be removed. */
  readonly locked: boolean;
  readonly remove: (id: string) => Promise<boolean>;
  /** The drop-in's: its Pay button locks while a confirm runs. */
  readonly activity: ConfirmActivity;
  /** The drop-in's Pay button (or its paid message), shown under a chosen saved method. */
  readonly footer: ReactNode;
  /** A removal is being confirmed: everything else in the frame is inert until it closes. */
  readonly onDialog: (open: boolean) => void;
}
