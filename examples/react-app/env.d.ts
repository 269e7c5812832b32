/** Which library the build renders with (vite.config.ts `define`): the page's heading says it. */
declare const __UI__: 'React' | 'Preact';
