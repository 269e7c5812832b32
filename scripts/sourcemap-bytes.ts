/**
 * Which source module each byte of a built chunk came from, read from the chunk's
 * source map (v3): a mapping segment owns the generated text from its column to the
 * next segment's (or the line's end). Bytes no segment owns are `UNMAPPED`: the
 * bundler's glue between modules. Our own small decoder, so measuring needs no package
 * beyond what the build already has (source-map-explorer is not installed here).
 */

/** The key for generated text that no source owns. */
export const UNMAPPED = '(unmapped)';

export interface SourceMapV3 {
  readonly version: number;
  readonly sources: readonly (string | null)[];
  readonly mappings: string;
  readonly sourceRoot?: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, value) => [char, value]));

/** One segment's fields, each a VLQ: continuation bit 32, sign in the lowest bit of the first digit. */
export function decodeVlqs(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`source map: "${char}" is not a base64 digit (segment "${segment}")`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error(`source map: segment "${segment}" ends inside a number`);
  return values;
}

/** UTF-8 bytes of generated text per source, as the map names them; columns count UTF-16 units. */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, text: string) => {
    if (text.length === 0) return;
    totals.set(source, (totals.get(source) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    // The newline itself goes with the glue: a chunk's code is measured whole.
    if (lineIndex < lines.length - 1) add(UNMAPPED, '\n');
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter((segment) => segment.length > 0);
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeVlqs(segment);
      column += columnDelta;
      let source = UNMAPPED;
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        source = map.sources[sourceIndex] ?? UNMAPPED;
      }
      starts.push({ column, source });
    }
    add(UNMAPPED, line.slice(0, starts[0]?.column ?? line.length));
    starts.forEach((start, index) => add(start.source, line.slice(start.column, starts[index + 1]?.column ?? line.length)));
  });
  return totals;
}
