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
 * (tofu) and the pictures say nothing. Installs Debian's Noto CJK when this is root with
 * apt; otherwise says how. Returns whether a Japanese font is there.
 */
export function ensureCjkFonts() {
  const hasJapanese = () => {
    try {
      return execSync('fc-list :lang=ja family', { encoding: 'utf8' }).trim() !== '';
    } catch {
      return false;
    }
  };
  if (hasJapanese()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("No CJK font: installing Debian's fonts-noto-cjk for the screenshots (about a minute)…");
    try {
      execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk', { stdio: 'inherit' });
    } catch {
      console.error('Installing fonts-noto-cjk with apt-get failed.');
    }
  }
  if (hasJapanese()) return true;
  console.error('No CJK font: Japanese, Chinese and Korean screenshots will show boxes. Run `sudo apt-get install -y fonts-noto-cjk`.');
  return false;
}
