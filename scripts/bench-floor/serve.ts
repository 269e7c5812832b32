/**
 * Serves the built floor frames from memory as the checkout origin serves the runtime: the same
 * content types, the same brotli and gzip settings as the build's siblings, chosen by the same
 * `Accept-Encoding` rule, hashed assets `immutable`. The floor and the card pay for bytes alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { contentTypeFor } from '../../sandbox/static/static-files';
import { acceptedCodings } from '../../sandbox/static/static-routes';
import { SIBLINGS } from '../precompress.mjs';

const SUFFIX_OF = { br: '.br', gzip: '.gz' } as const;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );
}

/** A request handler for `dir`; it answers 404 for anything the build did not write. */
export function floorFiles(dir: string): (request: IncomingMessage, response: ServerResponse) => void {
  const served = new Map(
    filesOf(dir).map((path) => {
      const raw = readFileSync(path);
      const url = `/${relative(dir, path).split('\\').join('/')}`;
      const siblings = new Map(SIBLINGS.map(({ suffix, compress }) => [suffix, compress(raw)]));
      return [url, { type: contentTypeFor(path), immutable: url.startsWith('/assets/'), raw, siblings }] as const;
    }),
  );
  return (request, response) => {
    const file = served.get(new URL(request.url ?? '/', 'http://floor').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const coding = acceptedCodings(request.headers['accept-encoding']).at(0);
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
      ...(coding ? { 'content-encoding': coding } : {}),
    });
    response.end(coding ? file.siblings.get(SUFFIX_OF[coding]) : file.raw);
  };
}
