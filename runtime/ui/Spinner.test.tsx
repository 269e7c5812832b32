// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is decorative: hidden from assistive technology, its words said beside it', () => {
    const { container } = render(<Spinner />);
    const ring = container.firstElementChild!;
    expect(ring.className).toBe('portico-spinner');
    expect(ring.getAttribute('aria-hidden')).toBe('true');
  });
});
