/**
 * The event log: every webhook event the sandbox recorded, newest first, a page at a time,
 * each with its deliveries (which endpoint, each attempt's HTTP status and time) and a
 * resend. The first page asks again on its own, like the payments list.
 */
import type { DashboardEventPage } from '../../protocol/dashboard-api';
import { useArrivals } from '../parts/arrivals';
import { Pager, useCursorPages } from '../parts/cursor-pages';
import { Deliveries } from '../parts/Deliveries';
import { Link } from '../parts/Link';
import { LiveNote } from '../parts/LiveNote';
import { ObjectLink } from '../parts/ObjectLink';
import { FetchError, Loading } from '../parts/Status';
import { OutcomeLine, useAction } from '../parts/use-action';
import { useResource } from '../parts/use-resource';
import { When } from '../parts/When';
import { HREF } from '../router';

const EVENTS_POLL_MS = 5000;

export function EventLog() {
  const pages = useCursorPages('');
  const polling = pages.cursor === undefined ? EVENTS_POLL_MS : undefined;
  const cursorQuery = pages.cursor === undefined ? '' : `&cursor=${encodeURIComponent(pages.cursor)}`;
  const events = useResource<DashboardEventPage>(`/events?limit=25${cursorQuery}`, polling, '/events');
  // A resend's answer reads the log again: the new delivery shows at once, not at the next poll.
  const action = useAction(events.reload);
  const data = events.state === 'loading' ? undefined : events.data;
  const fresh = useArrivals(data, (answer) => answer.items.map((event) => event.id));

  return (
    <>
      <h2>Events</h2>
      <OutcomeLine outcome={action.outcome} />
      {events.state === 'loading' ? <Loading what="events" /> : null}
      {events.state === 'error' ? <FetchError error={events.error} what="events" retry={events.reload} /> : null}
      {data === undefined ? null : data.items.length === 0 ? (
        <p className="dash-empty">
          No events yet: pay on a demo page, or run <code>npm run trigger -- payment_intent.succeeded</code>.
        </p>
      ) : (
        <>
          <LiveNote updatedAt={events.state === 'loading' ? undefined : events.updatedAt} everyMs={polling} />
          <ul className="dash-events" aria-label="Event log">
            {data.items.map((event) => (
              <li key={event.id} className="dash-card">
                <h3>
                  <Link href={HREF.event(event.id)}>
                    <code>{event.type}</code>
                  </Link>
                  {fresh.has(event.id) ? <span className="dash-new"> New</span> : null}
                </h3>
                <p className="dash-note">
                  <When at={event.created_at} /> · <code>{event.id}</code>
                  {event.object_id !== null ? (
                    <>
                      {' '}
                      · about <ObjectLink id={event.object_id} />
                    </>
                  ) : null}
                </p>
                <Deliveries deliveries={event.deliveries} />
                <button
                  type="button"
                  className="portico-button portico-button--secondary dash-small"
                  aria-busy={action.busy === event.id}
                  onClick={() => action.run(event.id, `/events/${encodeURIComponent(event.id)}/resend`, {}, `${event.type} sent again.`)}
                >
                  Resend{' '}
                  <span className="dash-visually-hidden">
                    {event.type} {event.id}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pager pages={pages} next={data.next_cursor} label="Event pages" />
        </>
      )}
    </>
  );
}
