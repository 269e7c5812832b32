/**
 * Whether this page is shown inside another page's frame. The hosted pages take a
 * payment on their own: inside a frame a hostile site could dress them up or cover
 * them (clickjacking), and a frame-ancestors header cannot tell them from the
 * elements, which share the one index.html and must be framed. So they check here.
 */
export function isFramed(win: Window = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    // A cross-origin top that cannot even be compared is a frame too.
    return true;
  }
}
