/** The drop-in's row: its element screen (the methods it lists are the other families' method rows). */
import type { ElementScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  dropin: () => import('./DropinElement'),
} satisfies ElementScreens;
