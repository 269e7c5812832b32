/**
 * A thin W3C WebDriver (classic) client over fetch: the dozen commands the journeys
 * need, for WebKitWebDriver (WebKit has no BiDi and no Playwright build for Debian).
 * https://www.w3.org/TR/webdriver2/ — an error answer throws with the driver's words.
 */

/**
 * An element reference as the driver sent it. The W3C key is `element-6066-11e4-a52f-4f735fd6c00a`;
 * WebKitWebDriver 2.50 answers with `element-6066-11e4-a52e-4f735466cecf` (an early draft's), so
 * the reference is kept as it came and its id read from whichever key starts so.
 */
export type ElementRef = Readonly<Record<string, string>>;

function idOf(element: ElementRef): string {
  const key = Object.keys(element).find((name) => name.startsWith('element-6066-11e4-'));
  if (!key) throw new Error(`not an element reference: ${JSON.stringify(element)}`);
  return element[key]!;
}

interface WireAnswer {
  readonly value: unknown;
}

function isWireError(value: unknown): value is { error: string; message: string } {
  return typeof value === 'object' && value !== null && 'error' in value;
}

export class WebDriverSession {
  private constructor(
    readonly base: string,
    readonly id: string,
  ) {}

  /** A new session; throws when the driver has not answered in `timeoutMs` (it starts a browser meanwhile). */
  static async create(base: string, capabilities: Record<string, unknown>, timeoutMs = 20_000): Promise<WebDriverSession> {
    const value = await send(`${base}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } }, AbortSignal.timeout(timeoutMs)).catch(
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'TimeoutError') throw new SessionStartTimeout(base, timeoutMs);
        throw error;
      },
    );
    const id = (value as { sessionId?: unknown }).sessionId;
    if (typeof id !== 'string') throw new Error(`WebDriver at ${base} gave no session id: ${JSON.stringify(value)}`);
    return new WebDriverSession(base, id);
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(`${this.base}/session/${this.id}${path}`, method, body);
  }

  goto(url: string): Promise<unknown> {
    return this.command('POST', '/url', { url });
  }

  async url(): Promise<string> {
    return String(await this.command('GET', '/url'));
  }

  /** The first element matching `css` in the current browsing context, or null. */
  async find(css: string): Promise<ElementRef | null> {
    return (await this.findAll(css))[0] ?? null;
  }

  async findAll(css: string): Promise<ElementRef[]> {
    const found = await this.command('POST', '/elements', { using: 'css selector', value: css });
    return Array.isArray(found) ? (found as ElementRef[]) : [];
  }

  /** Into `frame` (an iframe element of the current context), or back to the top with `null`. */
  switchTo(frame: ElementRef | null): Promise<unknown> {
    return this.command('POST', '/frame', { id: frame });
  }

  click(element: ElementRef): Promise<unknown> {
    return this.command('POST', `/element/${idOf(element)}/click`, {});
  }

  clear(element: ElementRef): Promise<unknown> {
    return this.command('POST', `/element/${idOf(element)}/clear`, {});
  }

  sendKeys(element: ElementRef, text: string): Promise<unknown> {
    return this.command('POST', `/element/${idOf(element)}/value`, { text });
  }

  async text(element: ElementRef): Promise<string> {
    return String(await this.command('GET', `/element/${idOf(element)}/text`));
  }

  async property(element: ElementRef, name: string): Promise<unknown> {
    return this.command('GET', `/element/${idOf(element)}/property/${name}`);
  }

  /**
   * Keys typed into whatever has focus, as a shopper types: no element named. Between
   * keys a pause of `pauseMs`: without one WebKitWebDriver dispatches a whole sequence
   * without letting the page run a task between two keys, which no keyboard does.
   */
  keys(text: string, pauseMs = 10): Promise<unknown> {
    const actions = [...text].flatMap((key) => [
      { type: 'keyDown', value: key },
      { type: 'keyUp', value: key },
      { type: 'pause', duration: pauseMs },
    ]);
    return this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  async attribute(element: ElementRef, name: string): Promise<string | null> {
    const value = await this.command('GET', `/element/${idOf(element)}/attribute/${encodeURIComponent(name)}`);
    return typeof value === 'string' ? value : null;
  }

  /** Where the element is, in the top page's CSS pixels. */
  async rect(element: ElementRef): Promise<{ x: number; y: number; width: number; height: number }> {
    return (await this.command('GET', `/element/${idOf(element)}/rect`)) as { x: number; y: number; width: number; height: number };
  }

  /** The handles of the session's open windows (a popup adds one; closing removes it). */
  async windows(): Promise<string[]> {
    return (await this.command('GET', '/window/handles')) as string[];
  }

  async window(): Promise<string> {
    return String(await this.command('GET', '/window'));
  }

  switchToWindow(handle: string): Promise<unknown> {
    return this.command('POST', '/window', { handle });
  }

  /** A new top-level window (a tab if the browser prefers): its handle. */
  async newWindow(): Promise<string> {
    return ((await this.command('POST', '/window/new', { type: 'window' })) as { handle: string }).handle;
  }

  /** Closes the current window. */
  closeWindow(): Promise<unknown> {
    return this.command('DELETE', '/window');
  }

  /** The current window's viewport as a PNG. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(String(await this.command('GET', '/screenshot')), 'base64');
  }

  execute(script: string, args: unknown[] = []): Promise<unknown> {
    return this.command('POST', '/execute/sync', { script, args });
  }

  async close(): Promise<void> {
    await this.command('DELETE', '').catch(() => undefined);
  }
}

/** The driver took no new session in time: its browser did not start or did not connect back. */
export class SessionStartTimeout extends Error {
  constructor(base: string, timeoutMs: number) {
    super(`WebDriver at ${base} started no session in ${timeoutMs / 1000} s`);
    this.name = 'SessionStartTimeout';
  }
}

async function send(url: string, method: string, body?: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    method,
    ...(signal ? { signal } : {}),
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as WireAnswer;
  if (isWireError(answer.value)) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${answer.value.error}: ${answer.value.message}`);
  return answer.value;
}
