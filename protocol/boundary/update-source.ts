/**
 * Spec §4 on `update`: one whose source is `OTHER` is ignored (the frame changes
 * nothing and answers `{ updated: false }`), and the language it asks for may come as
 * `initOptions.locale`, as the checkout's popups are told theirs, or as `locale`.
 */
import type { UpdateParams } from '../events/payloads';

type OptionsUpdate = Extract<UpdateParams, { readonly action: 'options' }>;

export const IGNORED_UPDATE_SOURCE = 'OTHER';

export function isIgnoredUpdate(update: OptionsUpdate): boolean {
  return update.source === IGNORED_UPDATE_SOURCE;
}

/** The language asked for; `locale` wins over `initOptions.locale`, being the update's own. */
export function updateLocaleOf(update: OptionsUpdate): string | undefined {
  return update.locale ?? update.initOptions?.locale;
}
