/**
 * A 64 KiB body can nest arrays thirty thousand deep; JSON.parse accepts that, but
 * every recursive walk after it (request fingerprints, redaction, the state file's
 * JSON.stringify) overflows the stack, which would answer 500. This scan is linear
 * and runs before parsing.
 */
export const MAX_JSON_DEPTH = 32;

/** Deepest `[`/`{` nesting outside strings; stops counting once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (ch === 93 || ch === 125) depth--;
  }
  return deepest;
}
