// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PALETTES } from '../platform/theme/tokens';
import { renderInFrame } from './testing';

function Body() {
  return <p>body</p>;
}

const root = () => screen.getByText('body').parentElement as HTMLElement;
const token = (name: string) => root().style.getPropertyValue(name);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the element frame's palette", () => {
  it('light by default: every token on the root, the light background and text', () => {
    renderInFrame(Body, { client: null });
    expect(root().getAttribute('data-mode')).toBe('light');
    expect(token('--portico-color-background')).toBe(DEFAULT_PALETTES.light.background);
    expect(token('--portico-color-placeholder')).toBe(DEFAULT_PALETTES.light.placeholder);
  });

  it('mode "dark" is a dark palette, and update({ appearance }) switches it live', async () => {
    const frame = renderInFrame(Body, { client: null, appearance: { mode: 'dark' } });
    expect(root().getAttribute('data-mode')).toBe('dark');
    expect(token('--portico-color-background')).toBe(DEFAULT_PALETTES.dark.background);
    expect(token('--portico-color-text')).toBe(DEFAULT_PALETTES.dark.text);
    await act(() => frame.call('update', { action: 'options', appearance: { mode: 'light', variables: { colorBrand: '#0b7285' } } }));
    expect(root().getAttribute('data-mode')).toBe('light');
    expect(token('--portico-color-brand')).toBe('#0b7285');
  });

  it('a merchant text colour too faint for the background is darkened, with one console warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInFrame(Body, { client: null, appearance: { variables: { colorText: '#b0b0b0', colorBackground: '#ffffff' } } });
    // Held to AA once the theme's derive chunk has arrived (the shell fetches it with the screen's).
    await waitFor(() => expect(token('--portico-color-text')).not.toBe('#b0b0b0'));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toContain('text #b0b0b0 →');
  });

  it("paints the page colour the SDK measured behind it; the merchant's background where no text reads on both", async () => {
    renderInFrame(Body, { client: null, options: { page_color: '#f0f0f0' } });
    await waitFor(() => expect(token('--portico-behind')).toBe('#f0f0f0'));
    cleanup();
    renderInFrame(Body, { client: null, appearance: { variables: { colorBackground: '#101418' } }, options: { page_color: '#ffffff' } });
    await waitFor(() => expect(token('--portico-behind')).toBe('#101418'));
    expect(token('--portico-color-page')).toBe('#101418');
  });

  it('paints nothing where the page is unknown (an older SDK)', () => {
    renderInFrame(Body, { client: null });
    expect(token('--portico-behind')).toBe('');
  });
});
