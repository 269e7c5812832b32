import { useMemo } from 'react';
import { renderSVG } from 'uqr';

export interface PayNowQrProps {
  readonly content: string;
  /** What the picture is, for a screen reader (the UEN and reference are written below it). */
  readonly label: string;
}

/**
 * The PayNow QR code as inline SVG (uqr: only rectangles from our own content, no
 * markup of anyone else's), inside an image role with an accessible name.
 */
export function PayNowQr({ content, label }: PayNowQrProps) {
  const svg = useMemo(() => renderSVG(content, { border: 1 }), [content]);
  return <div className="portico-instr__qr" role="img" aria-label={label} data-qr-content={content} dangerouslySetInnerHTML={{ __html: svg }} />;
}
