export function ensureChromium(): string | null;
export function ensureCjkFonts(): boolean;
