/**
 * Writes the bench's stored intents into a state file, in a process of its own:
 * the 100,000 records it builds are garbage afterwards, and collecting them must
 * not pause the bench's clients (or the sandbox) while they are being timed.
 * Usage: bench-sandbox-seed.ts <state file> <count>
 */
import { seedIntents } from '../sandbox/test-support/seed';

const [stateFile, count] = process.argv.slice(2);
if (stateFile === undefined || count === undefined || !/^\d+$/.test(count)) throw new Error('usage: bench-sandbox-seed.ts <state file> <count>');
await seedIntents(stateFile, Number(count));
