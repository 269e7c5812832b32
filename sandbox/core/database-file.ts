import { closeSync, existsSync, openSync, readSync } from 'node:fs';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** True when the file is there and is not a SQLite database (an empty file is a new one). */
export function isForeignFile(file: string): boolean {
  if (!existsSync(file)) return false;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read > 0 && !head.subarray(0, read).equals(SQLITE_HEADER.subarray(0, read));
  } finally {
    closeSync(fd);
  }
}
