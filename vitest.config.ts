import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One config for every unit test in the repo. Tests run in Node unless the file
// starts with `// @vitest-environment jsdom` (React screens, SDK DOM code).
export default defineConfig({
  test: {
    include: ['{protocol,redaction,sdk,runtime,dashboard,sandbox,examples,scripts,proof}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 10_000,
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores, one file at a time.
    maxWorkers: availableParallelism(),
    // The shell binds the features to one another before any screen renders (runtime/host/composition.ts).
    // The method table too, loaded once here: the drop-in's tests then find it as a frame that loaded it finds it.
    // The API client too, which the document's clients load on first use (platform/api/document-api.ts): a page's
    // first call then waits for no module transform, as in a browser that has the chunk.
    setupFiles: ['runtime/shell/compose.ts', 'runtime/shell/methods/table.ts', 'runtime/platform/api/client.ts'],
  },
});
