/**
 * The design tokens are defined once (ui/tokens.css, issue 38): a stylesheet anywhere in
 * runtime/ that writes a colour, a font stack or a radius of its own fails here, and so does a
 * TypeScript source that writes one (an inline style, an SVG fill), but the few listed with their
 * reason. Forced-colours system colours, transparent and currentColor are not a palette: they
 * stay where they are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss from 'postcss';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTES, PALETTE_VARIABLES } from '../platform/theme/tokens';

const RUNTIME = fileURLToPath(new URL('..', import.meta.url));
const TOKENS = fileURLToPath(new URL('./tokens.css', import.meta.url));

/** CSS Color 4's named colours (transparent and currentColor are not among them: they are allowed). */
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue
  chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
  darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
  darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender
  lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey
  lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
  magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen
  mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange
  orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
  slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
  yellowgreen`.split(/\s+/),
);
const COLOUR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}(?![\w-])/i;
/** A generic family ends every font stack; naming one is writing a stack. */
const FONT_STACK = /(?<![\w-])(?:sans-serif|serif|monospace|system-ui|-apple-system|ui-monospace|cursive|fantasy)(?![\w-])/i;
/** A radius is a token, none, or the enclosing box's own. */
const RADIUS_VALUE = /^(?:0|inherit|var\(--portico-radius[\w-]*\))$/;

/** Properties whose keywords share a colour's name without being one (Apple Pay's button style: black, white). */
const KEYWORD_PROPERTIES = new Set(['-apple-pay-button-style']);

/** What a declaration writes that only the tokens file may, or null. */
function literalIn(property: string, value: string): string | null {
  // Custom property names inside var() are names, not colours (--portico-color-red would not be red).
  const bare = value.replace(/var\(\s*--[\w-]+/g, 'var(');
  const hex = bare.match(HEX);
  if (hex) return hex[0];
  const fn = bare.match(COLOUR_FUNCTION);
  if (fn) return fn[0];
  const named = KEYWORD_PROPERTIES.has(property) ? undefined : bare.match(/[a-z-]+/gi)?.find((word) => NAMED_COLOURS.has(word.toLowerCase()));
  if (named) return named;
  const stack = bare.match(FONT_STACK);
  if (stack && /^font(?:-family)?$/.test(property)) return stack[0];
  if (/^border(?:-[a-z]+)*-radius$/.test(property) && !RADIUS_VALUE.test(value.trim())) return value;
  return null;
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') && path !== TOKENS ? [path] : [];
  });
}

/**
 * Sources that may write a colour, each for its reason: the palettes' table (the tokens' TypeScript
 * half, tied to tokens.css below), the contrast math's black and white candidates, the card
 * brands' own artwork, and a QR code's modules (dark on light whatever the theme, or no scanner
 * reads it).
 */
const COLOUR_SOURCES = new Set([
  'platform/theme/tokens.ts',
  'platform/theme/derive/palette.ts',
  'ui/marks/art.generated.ts',
  'features/qr-wechat/qrcode/QrCode.tsx',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A colour, font stack or radius written in a TypeScript source: its strings (style values, SVG fills) and its `*Radius` properties. */
function sourceViolations(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${relative(RUNTIME, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const literal = node.text.match(HEX) ?? node.text.match(COLOUR_FUNCTION) ?? node.text.match(FONT_STACK);
      if (literal) at(node, literal[0]);
    }
    if (ts.isPropertyAssignment(node) && /radius/i.test(node.name.getText()) && !RADIUS_VALUE.test(node.initializer.getText().replace(/^['"`]|['"`]$/g, ''))) {
      at(node, node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function violations(file: string): string[] {
  const found: string[] = [];
  postcss.parse(readFileSync(file, 'utf8'), { from: file }).walkDecls((decl) => {
    const what = literalIn(decl.prop, decl.value);
    if (what) found.push(`${relative(RUNTIME, file)}:${decl.source?.start?.line ?? 0} ${decl.prop}: ${decl.value} (${what})`);
  });
  return found;
}

/** The custom properties tokens.css sets on a selector. */
function tokensOn(selector: string): Map<string, string> {
  const found = new Map<string, string>();
  postcss.parse(readFileSync(TOKENS, 'utf8')).walkRules((rule) => {
    if (rule.selector !== selector) return;
    rule.walkDecls(/^--/, (decl) => void found.set(decl.prop, decl.value));
  });
  return found;
}

describe('design tokens defined once (ui/tokens.css)', () => {
  it('reads the literals it must refuse, and lets tokens and system colours pass', () => {
    expect(literalIn('color', '#1a1b25')).toBe('#1a1b25');
    expect(literalIn('background', 'color-mix(in srgb, #2b8a3e 14%, transparent)')).toBe('#2b8a3e');
    expect(literalIn('box-shadow', '0 1px 4px rgb(0 0 0 / 0.12)')).toBe('rgb(');
    expect(literalIn('color', 'hsl(0 0% 10%)')).toBe('hsl(');
    expect(literalIn('border-color', 'white')).toBe('white');
    expect(literalIn('font', "16px/1.4 system-ui, -apple-system, 'Segoe UI', sans-serif")).toBe('system-ui');
    expect(literalIn('border-radius', '6px')).toBe('6px');
    expect(literalIn('border-top-left-radius', '50%')).toBe('50%');

    expect(literalIn('color', 'var(--portico-color-text)')).toBeNull();
    expect(literalIn('background', 'color-mix(in srgb, var(--portico-color-brand) 10%, transparent)')).toBeNull();
    expect(literalIn('border-color', 'currentColor')).toBeNull();
    expect(literalIn('outline', '3px solid Highlight')).toBeNull();
    expect(literalIn('color', 'CanvasText')).toBeNull();
    expect(literalIn('font', '16px/1.4 var(--portico-font-family)')).toBeNull();
    expect(literalIn('white-space', 'nowrap')).toBeNull();
    expect(literalIn('-apple-pay-button-style', 'white')).toBeNull();
    expect(literalIn('border-radius', 'var(--portico-radius-lg)')).toBeNull();
    expect(literalIn('border-radius', '0')).toBeNull();
  });

  it('no stylesheet in runtime/ but the tokens writes a colour, font stack or radius', () => {
    const files = cssFiles(RUNTIME);
    // Guards the walk itself: a runtime without stylesheets would pass anything.
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(violations)).toEqual([]);
  });

  it('no TypeScript source in runtime/ writes one either (inline styles, SVG fills), but the few listed with their reason', () => {
    const files = sourceFiles(RUNTIME).filter((file) => !COLOUR_SOURCES.has(relative(RUNTIME, file)));
    expect(files.length).toBeGreaterThan(200);
    expect(files.flatMap((file) => sourceViolations(file))).toEqual([]);
    // Guards the reading itself: a planted style and fill are found, and a token passes.
    const planted = `const look = { borderRadius: 6, fontFamily: 'Inter, sans-serif', color: \`rgb(0 0 \${blue})\`, outlineColor: 'var(--portico-color-focus)' };
      const mark = <rect fill="#fff" rx={3} />;`;
    expect(sourceViolations(join(RUNTIME, 'features/planted.tsx'), planted).map((found) => found.replace(/^.*?:\d+ /, ''))).toEqual([
      'borderRadius: 6',
      'sans-serif',
      'rgb(',
      '#fff',
    ]);
  });

  it("its colour fallbacks are the checkout's own palettes, light at :root and dark by mode", () => {
    const light = tokensOn(':root');
    const dark = tokensOn("[data-mode='dark']");
    for (const [token, variable] of Object.entries(PALETTE_VARIABLES) as [keyof typeof PALETTE_VARIABLES, string][]) {
      expect(light.get(variable), variable).toBe(DEFAULT_PALETTES.light[token]);
      expect(dark.get(variable), variable).toBe(DEFAULT_PALETTES.dark[token]);
    }
  });

  it('is read first by the global stylesheet', () => {
    expect(readFileSync(fileURLToPath(new URL('./base.css', import.meta.url)), 'utf8')).toMatch(
      /@import '\.\/tokens\.css';[\s\S]*@import '\.\/text-field\.css'/,
    );
  });
});
