// The payment-links demo: the form posts to this merchant's server, which makes the
// link on the provider; the list is read from the same server, whenever it changes
// and when the tab comes back into view (a shopper may have paid meanwhile).
const $ = (selector) => document.querySelector(selector);

function numberOrText(value) {
  const text = value.trim().replace(',', '.');
  return text === '' ? undefined : /^\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

function bodyOf(form) {
  const data = new FormData(form);
  const flexible = data.get('kind') === 'flexible';
  const collect = Object.fromEntries(data.getAll('collect').map((item) => [item, true]));
  const common = { title: data.get('title'), description: data.get('description') || undefined, reusable: data.get('reusable') === 'on', collect };
  if (!flexible) return { ...common, amount: numberOrText(data.get('amount')), currency: String(data.get('currency')).trim().toUpperCase() };
  const currencies = String(data.get('currencies'))
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return { ...common, flexible: true, min_amount: numberOrText(data.get('min_amount')), max_amount: numberOrText(data.get('max_amount')), currencies };
}

function priceOf(link) {
  if (!link.flexible) return `${link.amount} ${link.currency}`;
  const range = [link.min_amount ?? '…', link.max_amount ?? '…'].join('–');
  return `${range} ${link.currencies.join('/')}, the shopper chooses`;
}

function render(items) {
  const list = $('#links');
  list.replaceChildren();
  $('#empty').hidden = items.length > 0;
  for (const link of items) {
    const li = document.createElement('li');
    const title = document.createElement('strong');
    title.textContent = link.title;
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.dataset.status = link.status;
    badge.textContent = link.status;
    const meta = document.createElement('span');
    meta.className = 'meta';
    const asks = Object.entries(link.collect ?? {})
      .filter(([, on]) => on)
      .map(([item]) => item.replace('_', ' '));
    meta.textContent = `${priceOf(link)} · ${link.reusable ? 'reusable' : 'single use'} · ${link.payment_count} paid${asks.length ? ` · asks: ${asks.join(', ')}` : ''}`;
    const actions = document.createElement('span');
    actions.className = 'actions';
    const open = document.createElement('a');
    open.href = link.url;
    open.target = '_blank';
    open.rel = 'noopener';
    open.textContent = `Open ${link.title}`;
    const head = document.createElement('span');
    head.append(title, ' ', badge);
    actions.append(open);
    if (link.status === 'UNPAID') {
      const off = document.createElement('button');
      off.type = 'button';
      off.textContent = `Deactivate ${link.title}`;
      off.onclick = async () => {
        off.disabled = true;
        await fetch(`/api/payment-links/${link.code}/deactivate`, { method: 'POST' });
        await refresh();
      };
      actions.append(off);
    }
    li.append(head, meta, actions);
    li.dataset.code = link.code;
    list.append(li);
  }
}

async function refresh() {
  const res = await fetch('/api/payment-links');
  if (res.ok) render((await res.json()).items);
}

export function runPaymentLinksDemo() {
  const form = $('#make');
  const kind = () => new FormData(form).get('kind');
  form.addEventListener('change', () => {
    $('#fixed').hidden = kind() !== 'fixed';
    $('#flexible').hidden = kind() !== 'flexible';
    if (kind() === 'flexible' && $('#title').value === 'Blue mug') $('#title').value = 'Donation';
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    $('#status').textContent = 'Making the link…';
    try {
      const res = await fetch('/api/payment-links', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bodyOf(form)) });
      const answer = await res.json();
      $('#status').textContent = res.ok
        ? `Link made: ${answer.url}`
        : `Not made: ${answer.details?.field ?? ''} ${answer.details?.reason ?? answer.message}`.trim();
      await refresh();
    } finally {
      button.disabled = false;
    }
  });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refresh());
  refresh();
}
