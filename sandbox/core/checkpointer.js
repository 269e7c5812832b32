// Copies the state database's write-ahead log into the database file every
// `intervalMs`, on a thread of its own. A checkpoint syncs the file to disk, and a
// sync can stall for tens of milliseconds; on the request thread that stall would
// hold up every request in flight. Plain JavaScript: it runs as a worker, without
// the TypeScript loader of whoever started the sandbox.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

const { file, intervalMs } = workerData;
// Throws when the file is gone (a test's temp directory, removed at once): the
// store sees the worker exit and checkpoints on its own thread again.
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    // PASSIVE: copies what it can without waiting for, or blocking, the request thread.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or interrupted: the next round catches up.
  }
}, intervalMs);

// Any message means stop: the connection is closed here, between checkpoints, never
// cut off in the middle of one (terminating the thread there aborts the native code).
parentPort?.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort?.close();
});
