// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HiddenSubmit } from './HiddenSubmit';

afterEach(cleanup);

describe('HiddenSubmit', () => {
  it('submits its form on Enter, and is neither seen, reached by Tab nor read', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <input aria-label="Code" />
        <HiddenSubmit />
      </form>,
    );
    const submit = container.querySelector('button')!;
    expect(submit.type).toBe('submit');
    expect(submit.hidden).toBe(true);
    expect(submit.tabIndex).toBe(-1);
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.submit(screen.getByRole('textbox', { name: 'Code' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
