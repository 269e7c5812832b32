import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GALLERY, galleryMarkdown, readLooks } from './gallery';

describe('docs/gallery.md', () => {
  it('shows exactly the screenshots the screen walk compares (npm run looks rewrites it)', () => {
    expect(readFileSync(GALLERY, 'utf8')).toBe(galleryMarkdown(readLooks()));
  });

  it('puts each state in a row and each walk in a column, with a dash where a walk has no picture', () => {
    const page = galleryMarkdown({
      'light-375': ['elements.card--empty.png', 'elements.card--paid.png'],
      'dark-375': ['elements.card--empty.png'],
      'light-1280': [],
      'dark-1280': [],
    });
    expect(page).toContain('## elements.card');
    expect(page).toContain(
      '| empty | ![elements.card, empty, light-375](../e2e/screen-walk/looks/light-375/elements.card--empty.png) | ![elements.card, empty, dark-375](../e2e/screen-walk/looks/dark-375/elements.card--empty.png) | — | — |',
    );
    expect(page).toContain('| paid | ![elements.card, paid, light-375](../e2e/screen-walk/looks/light-375/elements.card--paid.png) | — | — | — |');
  });
});
