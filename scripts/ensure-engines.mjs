// Finds the other browser engines the journeys run in (e2e/engines/): Debian's Firefox
// ESR, and WebKit's WebDriver with an X server to show MiniBrowser on. Installs what is
// missing when this is root with apt, as ensure-chromium.mjs does; otherwise says in
// one line what to run. Returns, per engine, whether it can run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ENGINES = {
  firefox: { label: 'Firefox ESR', packages: ['firefox-esr'], files: () => [process.env.PORTICO_FIREFOX ?? '/usr/bin/firefox-esr'] },
  // Without a display MiniBrowser needs Xvfb (the journeys start one).
  webkit: {
    label: 'WebKit',
    packages: ['webkit2gtk-driver', 'xvfb'],
    files: () => ['/usr/bin/WebKitWebDriver', ...(process.env.DISPLAY ? [] : ['/usr/bin/Xvfb'])],
  },
};

const present = (engine) => engine.files().every((file) => existsSync(file));

export function ensureEngines() {
  const missing = Object.values(ENGINES).filter((engine) => !present(engine));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
    const packages = missing.flatMap((engine) => engine.packages).join(' ');
    console.log(`${missing.map((engine) => engine.label).join(' and ')} not found: installing Debian's ${packages} (about a minute)…`);
    try {
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
    } catch {
      console.error(`Installing ${packages} with apt-get failed.`);
    }
  }
  const ready = Object.fromEntries(Object.entries(ENGINES).map(([name, engine]) => [name, present(engine)]));
  for (const [name, engine] of Object.entries(ENGINES)) {
    if (!ready[name]) console.error(`No ${engine.label}: run \`sudo apt-get install -y ${engine.packages.join(' ')}\`, then \`npm test\` again.`);
  }
  return ready;
}
