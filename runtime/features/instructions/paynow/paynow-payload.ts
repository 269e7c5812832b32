/**
 * The content of a PayNow QR code (SGQR: EMVCo merchant-presented mode), so a
 * Singapore bank app that scans it opens a transfer to the merchant's UEN with the
 * amount and reference filled in and the amount locked. Each field is an EMVCo
 * "ID, two-digit length, value" triple; the last is a CRC-16/CCITT-FALSE over
 * everything before it, "6304" included.
 */

export interface PayNowQrFields {
  /** The merchant's Unique Entity Number (Singapore business registration). */
  readonly uen: string;
  /** In SGD, major units. */
  readonly amount: number;
  readonly reference: string;
  readonly merchantName: string;
  /** When the code stops being payable (the instructions' deadline). */
  readonly deadline: string;
}

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The deadline's date in Singapore (UTC+8, no daylight saving), as YYYYMMDD. */
function singaporeDate(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Letters, digits and spaces only (the QR's name field is printable ASCII), at most 25. */
function merchantNameField(name: string): string {
  const ascii = name
    .replace(/[^A-Za-z0-9 .&-]/g, '')
    .trim()
    .slice(0, 25);
  return ascii === '' ? 'NA' : ascii;
}

export function payNowQrContent({ uen, amount, reference, merchantName, deadline }: PayNowQrFields): string {
  const expiry = singaporeDate(deadline);
  const account =
    tlv('00', 'SG.PAYNOW') +
    tlv('01', '2') + // proxy type 2: a UEN
    tlv('02', uen) +
    tlv('03', '0') + // the amount cannot be changed in the app
    (expiry ? tlv('04', expiry) : '');
  const body =
    tlv('00', '01') +
    tlv('01', '12') + // dynamic: for this one payment
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '702') + // SGD
    tlv('54', amount.toFixed(2)) +
    tlv('58', 'SG') +
    tlv('59', merchantNameField(merchantName)) +
    tlv('60', 'Singapore') +
    tlv('62', tlv('01', reference.slice(0, 25))) +
    '6304';
  return body + crc16(body);
}
