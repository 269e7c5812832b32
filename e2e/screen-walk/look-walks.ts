// The walks of e2e/screen-walk.spec.ts that take screenshots, and where they keep them:
// scripts/gallery.ts reads them to write docs/gallery.md (scripts may import e2e/, never the reverse).

/** The stored screenshots, one folder per look walk. */
export const LOOKS_DIR = 'e2e/screen-walk/looks';
/** Per look walk and visit, the screenshot files the last run of that visit compared with. */
export const TAKEN_DIR = '.portico/looks-taken';
/** The walks that take screenshots, in the order of the gallery's columns. */
export const LOOK_WALKS = ['light-375', 'dark-375', 'light-1280', 'dark-1280'] as const;
