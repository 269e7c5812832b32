/**
 * A page about one object, read by one GET: loading; when it cannot be read, a clear error
 * with a retry and the way back; then the page, with a failed poll's error above its last
 * good data (the page stays readable while the sandbox is away).
 */
import type { ReactNode } from 'react';
import { Link } from './Link';
import { FetchError, Loading } from './Status';
import type { Resource } from './use-resource';

interface ObjectPageProps<T> {
  readonly resource: Resource<T> & { readonly reload: () => void };
  /** What the object is, in words: "the consent", "webhook event evt_…". */
  readonly what: string;
  /** The heading shown when the object cannot be read. */
  readonly title: string;
  readonly back: { readonly href: string; readonly label: string };
  readonly children: (data: T) => ReactNode;
}

export function ObjectPage<T>({ resource, what, title, back, children }: ObjectPageProps<T>) {
  const backLink = (
    <p>
      <Link href={back.href}>{back.label}</Link>
    </p>
  );
  if (resource.state === 'loading') return <Loading what={what} />;
  const data = resource.data;
  if (data === undefined) {
    return (
      <section aria-labelledby="object-title">
        {backLink}
        <h1 id="object-title">{title}</h1>
        {resource.state === 'error' ? <FetchError error={resource.error} what={what} retry={resource.reload} /> : null}
      </section>
    );
  }
  return (
    <section aria-labelledby="object-title">
      {backLink}
      {resource.state === 'error' ? <FetchError error={resource.error} what={`the latest state of ${what}`} retry={resource.reload} /> : null}
      {children(data)}
    </section>
  );
}
