import { useMemo } from 'react';
import { encode } from 'uqr';

/** Modules of light margin around the code: the QR standard's quiet zone, so every scanner finds its edges. */
const QUIET_ZONE = 4;

/**
 * uqr's matrix as one SVG path, drawn as its `renderSVG` draws it (a square per dark
 * module) but as React elements: no markup string is ever put into the page. `null`
 * when the content is too long to encode.
 */
export function qrPath(content: string): { readonly size: number; readonly d: string } | null {
  let data: boolean[][];
  try {
    ({ data } = encode(content, { border: QUIET_ZONE, ecc: 'M' }));
  } catch {
    return null;
  }
  const parts: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return { size: data.length, d: parts.join('') };
}

export interface QrCodeProps {
  /** What the code encodes (the wallet app's address). */
  readonly content: string;
  /** The accessible name: what the code is for. */
  readonly label: string;
}

/**
 * The code, black on white in light and dark mode alike (scanners read dark modules
 * on a light ground), inside an image role with a name. The content is in
 * `data-qr-content` for testers and tools; it is no link, as a wallet's address
 * opens nothing in a browser.
 */
export function QrCode({ content, label }: QrCodeProps) {
  const path = useMemo(() => qrPath(content), [content]);
  return (
    <div className="portico-qr__code" role="img" aria-label={label} data-qr-content={content}>
      {path && (
        <svg viewBox={`0 0 ${path.size} ${path.size}`} shapeRendering="crispEdges" aria-hidden="true" focusable="false">
          <rect width={path.size} height={path.size} fill="#ffffff" />
          <path d={path.d} fill="#000000" />
        </svg>
      )}
    </div>
  );
}
