// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { HiddenField } from './HiddenField';

afterEach(cleanup);

it('posts its name and value with the form, and shows nothing', () => {
  const { container } = render(
    <form>
      <HiddenField name="PaReq" value="abc" />
    </form>,
  );
  const form = container.querySelector('form')!;
  expect(Object.fromEntries(new FormData(form))).toEqual({ PaReq: 'abc' });
  expect(container.querySelector('input')!.type).toBe('hidden');
});
