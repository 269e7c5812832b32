import { ROUTES, type RouteMatch, type RouteSource } from './routes';

type Segment = { readonly literal: string } | { readonly param: string };

interface CompiledRoute {
  readonly name: string;
  readonly source: RouteSource;
  readonly segments: readonly Segment[];
}

const PARAM = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

function splitPath(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

function compile(pattern: string): Segment[] {
  return splitPath(pattern).map((part) => {
    const param = PARAM.exec(part)?.[1];
    return param ? { param } : { literal: part };
  });
}

const COMPILED: readonly CompiledRoute[] = ROUTES.map((route) => ({
  name: route.name,
  source: route.source,
  segments: compile(route.pattern),
}));

/** Decodes one segment; `null` if its percent-encoding is malformed. */
function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function matchOne(route: CompiledRoute, parts: readonly string[]): Record<string, string> | null {
  if (route.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[index] ?? '';
    if ('literal' in segment) {
      if (part !== segment.literal) return null;
      continue;
    }
    const value = part === '' ? null : decodeSegment(part);
    if (value === null || value === '') return null;
    params[segment.param] = value;
  }
  return params;
}

/**
 * The route of `source` that `path` names, with its decoded parameters, or `null`.
 * `path` starts with `/`; one trailing slash is ignored (`/elements/card/`).
 * Literal segments compare case-sensitively; a parameter fills one non-empty segment.
 */
export function matchRoute(source: RouteSource, path: string): RouteMatch | null {
  if (!path.startsWith('/')) return null;
  const normalized = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const parts = splitPath(normalized);
  for (const route of COMPILED) {
    if (route.source !== source) continue;
    const params = matchOne(route, parts);
    // The table's types guarantee that `params` holds exactly the pattern's names.
    if (params) return { name: route.name, params } as RouteMatch;
  }
  return null;
}
