/**
 * Origins that look like a merchant's or the checkout's but are not: another scheme, port,
 * or subdomain; the name inside another domain; a letter changed, dropped or doubled;
 * Cyrillic or Greek look-alike letters; upper case, a trailing dot or slash, a path,
 * credentials, whitespace or control characters; other spellings of a loopback address;
 * and the values a browser gives for opaque origins.
 */
import fc from 'fast-check';

export interface LookAlike {
  readonly real: string;
  readonly lookAlike: string;
}

/** Real origins of the kinds a merchant or the checkout has. */
export const REAL_ORIGINS = [
  'https://shop.example',
  'https://pay.merchant.co.uk:8443',
  'http://localhost:3000',
  'http://127.0.0.1:3100',
  'https://checkout.portico.dev',
] as const;

const HOMOGLYPHS: Readonly<Record<string, readonly string[]>> = {
  a: ['\u0430', '\u03b1'],
  e: ['\u0435'],
  o: ['\u043e', '\u03bf', '0'],
  p: ['\u0440'],
  c: ['\u0441'],
  x: ['\u0445'],
  i: ['\u0456', '1', 'l'],
  l: ['1', 'I'],
  s: ['\u0455'],
  m: ['rn'],
  h: ['\u04bb'],
  y: ['\u0443'],
};
const SEPARATORS = ['', ' ', '\t', '\n', '\r', '\u0000', '\u200b', '\ufeff', '/', '.', '#', '?', '@', '\\'];

function parts(origin: string): { scheme: string; host: string; port: string } {
  const url = new URL(origin);
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port };
}

const join = (scheme: string, host: string, port: string) => `${scheme}://${host}${port ? `:${port}` : ''}`;

type Mutation = (origin: string, n: number, text: string) => string;

const MUTATIONS: readonly Mutation[] = [
  (o) => {
    const { scheme, host, port } = parts(o);
    return join(scheme === 'https' ? 'http' : 'https', host, port);
  },
  (o, n) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, host, String((Number(port || (scheme === 'https' ? 443 : 80)) + 1 + (n % 60_000)) % 65_536));
  },
  (o) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, host, port ? '' : scheme === 'https' ? '443' : '80');
  },
  (o, _n, text) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, `${text || 'evil'}.${host}`, port);
  },
  (o, _n, text) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, `${host}.${text || 'evil'}.test`, port);
  },
  (o, _n, text) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, `${host}${text || '-evil'}`, port);
  },
  (o, n) => {
    const { scheme, host, port } = parts(o);
    const i = n % host.length;
    return join(scheme, `${host.slice(0, i)}${host.slice(i + 1)}`, port);
  },
  (o, n) => {
    const { scheme, host, port } = parts(o);
    const i = n % host.length;
    return join(scheme, `${host.slice(0, i)}${host[i]}${host.slice(i)}`, port);
  },
  (o, n) => {
    const { scheme, host, port } = parts(o);
    const at = [...host].map((letter, i) => ({ letter, i })).filter(({ letter }) => letter in HOMOGLYPHS);
    const pick = at[n % Math.max(1, at.length)];
    if (!pick) return join(scheme, `${host}\u200b`, port);
    const options = HOMOGLYPHS[pick.letter]!;
    return join(scheme, `${host.slice(0, pick.i)}${options[n % options.length]}${host.slice(pick.i + 1)}`, port);
  },
  (o, n) => {
    const i = o.indexOf('://') + 3 + (n % 4);
    return `${o.slice(0, i)}${o[i]?.toUpperCase() ?? ''}${o.slice(i + 1)}`;
  },
  (o) => o.toUpperCase(),
  (o) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, `${host}.`, port);
  },
  (o, n) => `${o}${SEPARATORS[n % SEPARATORS.length]}`,
  (o, n) => `${SEPARATORS[n % SEPARATORS.length]}${o}`,
  (o, _n, text) => `${o}/${text}`,
  (o, _n, text) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, `${text || 'user'}@${host}`, port);
  },
  (o) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, `${host}@evil.test`, port);
  },
  (o) => {
    const { scheme, port } = parts(o);
    return join(scheme, '127.1', port);
  },
  (o) => {
    const { scheme, port } = parts(o);
    return join(scheme, '2130706433', port);
  },
  (o) => {
    const { scheme, port } = parts(o);
    return join(scheme, '[::1]', port);
  },
  (o) => {
    const { scheme, port } = parts(o);
    return join(scheme, '0x7f.0.0.1', port);
  },
  (o) => {
    const { scheme, host, port } = parts(o);
    return join(scheme, host === 'localhost' ? '127.0.0.1' : 'localhost', port);
  },
  () => 'null',
  () => '*',
  (o) => `file://${parts(o).host}`,
  (o) => `blob:${o}/${'0'.repeat(8)}`,
];

const mutated = fc
  .tuple(fc.constantFrom(...REAL_ORIGINS), fc.nat({ max: MUTATIONS.length - 1 }), fc.nat(), fc.stringMatching(/^[a-z0-9-]{0,12}$/), fc.nat({ max: 3 }))
  .map(([real, which, n, text, again]) => {
    let lookAlike: string = real;
    // A second and third mutation now and then: look-alikes of look-alikes (one that no longer parses is mutated no further).
    for (let round = 0; round <= (again === 3 ? 2 : 0); round += 1) {
      try {
        lookAlike = MUTATIONS[(which + round * 7) % MUTATIONS.length]!(lookAlike, n + round, text);
      } catch {
        break;
      }
    }
    return { real, lookAlike };
  });

/** The real name under, over or beside a generated domain: `shop.example.<domain>`, `<domain>.shop.example`, `<domain>-shop.example`. */
const aroundDomain = fc.tuple(fc.constantFrom(...REAL_ORIGINS), fc.domain(), fc.constantFrom('under', 'over', 'beside')).map(([real, domain, where]) => {
  const { scheme, host, port } = parts(real);
  const name = where === 'under' ? `${host}.${domain}` : where === 'over' ? `${domain}.${host}` : `${domain.split('.')[0]}-${host}`;
  return { real, lookAlike: join(scheme, name, port) };
});

/** A look-alike of one of REAL_ORIGINS, with the origin it imitates; never the real one itself. */
const lookAlikeOrigin: fc.Arbitrary<LookAlike> = fc.oneof(mutated, aroundDomain).filter(({ real, lookAlike }) => real !== lookAlike);

/** `count` distinct look-alikes (a pair counts once), drawn in seeded batches; at most 50 batches. */
export function distinctLookAlikes(count: number, seed: number): LookAlike[] {
  const found = new Map<string, LookAlike>();
  for (let batch = 0; batch < 50 && found.size < count; batch += 1) {
    for (const pair of fc.sample(lookAlikeOrigin, { seed: seed + batch, numRuns: count })) {
      if (found.size === count) break;
      found.set(`${pair.real} ${pair.lookAlike}`, pair);
    }
  }
  return [...found.values()];
}
