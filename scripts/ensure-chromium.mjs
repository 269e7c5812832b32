// Finds Debian's Chromium, or installs it when this is root with apt; otherwise says
// in one line what to do. Playwright's own browser download cannot work here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The binary before Debian's launcher script (e2e/support/chromium.ts says why).
const CANDIDATES = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

function find() {
  if (process.env.PORTICO_CHROMIUM && existsSync(process.env.PORTICO_CHROMIUM)) return process.env.PORTICO_CHROMIUM;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

export function ensureChromium() {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium package (about 30 s)…");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    } catch {
      console.error('Installing chromium with apt-get failed.');
    }
    const installed = find();
    if (installed) return installed;
  }
  console.error('No Chromium found: run `sudo apt-get install -y chromium` (or set PORTICO_CHROMIUM to a Chromium binary), then `npm test` again.');
  return null;
}

/**
 * Screenshots in Japanese, Chinese and Korean need a CJK font, or every character is a box
 * (tofu) and the pictures say nothing; and the screen walk's stored looks were drawn with
 * Noto Sans CJK JP, so another Japanese face (Debian's Droid Sans Fallback, which a fresh
 * machine may have alone) fails every look with Japanese in it. Installs Debian's Noto CJK
 * when this is root with apt; otherwise says how. Returns whether Noto Sans CJK JP is there.
 */
export function ensureCjkFonts() {
  const hasNotoJapanese = () => {
    try {
      return /Noto Sans CJK JP/.test(execSync('fc-list :lang=ja family', { encoding: 'utf8' }));
    } catch {
      return false;
    }
  };
  if (hasNotoJapanese()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No Noto Sans CJK JP: installing Debian's fonts-noto-cjk for the screenshots (about a minute)…");
    try {
      execSync(
        '(DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk))',
        {
          stdio: 'inherit',
        },
      );
    } catch {
      console.error('Installing fonts-noto-cjk with apt-get failed.');
    }
  }
  if (hasNotoJapanese()) return true;
  console.error(
    'No Noto Sans CJK JP: Japanese, Chinese and Korean screenshots will differ from the stored looks (or show boxes). Run `sudo apt-get install -y fonts-noto-cjk`.',
  );
  return false;
}
