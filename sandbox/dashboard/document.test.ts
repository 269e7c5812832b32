import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeApp } from '../test-support/app';

function builtDashboard(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-dashboard-'));
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script>window.x=1</script><script type="module" src="/dashboard/static/js/main.abcdefgh.js"></script>',
  );
  writeFileSync(join(dir, 'static', 'js', 'main.abcdefgh.js'), 'export {}');
  return dir;
}

describe('the dashboard document', () => {
  it('is never framed and allows only its own and hashed scripts, on every dashboard address', async () => {
    const app = makeApp({ dashboardDir: builtDashboard() });
    for (const path of ['/dashboard/', '/dashboard', '/dashboard/payments/int_123']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
      expect(csp).toContain("style-src 'self';");
      expect(csp).not.toContain('unsafe');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves its hashed files and 404s what is not there', async () => {
    const app = makeApp({ dashboardDir: builtDashboard() });
    const js = await app.request('/dashboard/static/js/main.abcdefgh.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect((await app.request('/dashboard/static/js/missing.js')).status).toBe(404);
    expect((await app.request('/dashboard/static/../../etc/passwd')).status).toBe(404);
  });
});
