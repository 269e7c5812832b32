/**
 * JSON for whatever a caller logs, without throwing: Errors keep name, message
 * and stack; bigints become strings; an object met a second time (a cycle, or a
 * shared reference) becomes '[Circular]'. Anything that still fails (a throwing
 * getter, a throwing toJSON) becomes a marker object.
 */
export function toLogJson(data: unknown): string {
  const seen = new WeakSet<object>();
  try {
    const json = JSON.stringify(data, (_key, value: unknown) => {
      if (typeof value === 'bigint') return value.toString();
      if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
      if (typeof value === 'object' && value !== null) {
        if (seen.has(value)) return '[Circular]';
        seen.add(value);
      }
      return value;
    });
    return json ?? 'null';
  } catch {
    return '{"unserializable":true}';
  }
}
