/**
 * The polled list's visible "updated" cue: when it last read the sandbox, and that it
 * keeps reading (a payment made in another tab appears without a reload). Not a live
 * region: a clock ticking every few seconds would talk over everything else.
 */
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export function LiveNote({ updatedAt, everyMs }: { readonly updatedAt: number | undefined; readonly everyMs: number | undefined }) {
  if (updatedAt === undefined) return null;
  return (
    <p className="dash-live">
      {everyMs !== undefined ? <span className="dash-live-dot" aria-hidden="true" /> : null}
      Updated <time dateTime={new Date(updatedAt).toISOString()}>{clock.format(updatedAt)}</time>
      {everyMs !== undefined ? ` · checks every ${Math.round(everyMs / 1000)} s` : ' · this page of older payments holds still'}
    </p>
  );
}
