/**
 * What the fake Stripe shows a browser: the hosted checkout page, the billing portal, the hosted invoice,
 * and the invoice PDF. Small real HTML (forms that post back to the fake) so a browser test clicks through.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );
}

export function formatDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1f36; }
  h1 { font-size: 1.4rem; } .muted { color: #697386; } .error { color: #b42318; }
  label { display: block; margin-top: .75rem; } input { width: 100%; padding: .4rem; box-sizing: border-box; }
  button { margin-top: 1rem; padding: .6rem 1.2rem; background: #635bff; color: white; border: 0; border-radius: 4px; }
  button.secondary { background: #e3e8ee; color: #1a1f36; }
  section { border: 1px solid #e3e8ee; border-radius: 6px; padding: 1rem; margin: 1rem 0; }
</style>
</head>
<body>
<p class="muted">Test mode: fake Stripe on loopback</p>
${body}
</body>
</html>`;
}

export interface CheckoutLine {
  name: string;
  amount: number;
  currency: string;
  quantity: number;
  /** 'month', 'year' ... for a recurring price, null for a one-off. */
  interval: string | null;
}

export interface CheckoutPageInput {
  sessionId: string;
  lines: CheckoutLine[];
  trialDays: number | null;
  /** True when the session may complete without a card (a trial with payment_method_collection if_required). */
  cardOptional: boolean;
  cancelUrl: string | null;
  status: 'open' | 'complete' | 'expired';
  error?: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const lines = input.lines
    .map(
      (line) =>
        `<li><span class="product">${escapeHtml(line.name)}</span>: <span class="price">${formatMoney(line.amount, line.currency)}${
          line.interval ? ` per ${escapeHtml(line.interval)}` : ''
        }</span>${line.quantity > 1 ? ` &times; ${line.quantity}` : ''}</li>`,
    )
    .join('\n');
  const trial = input.trialDays
    ? `<p class="trial">${input.trialDays} days free, then billed every period.</p>`
    : '';
  if (input.status !== 'open') {
    return page(
      'Checkout',
      `<h1>This checkout session is ${input.status === 'complete' ? 'already complete' : 'expired'}.</h1>`,
    );
  }
  const action = `/checkout/${encodeURIComponent(input.sessionId)}`;
  const withoutCard = input.cardOptional
    ? `<form method="post" action="${action}/pay"><input type="hidden" name="without_card" value="true">
<button type="submit" class="secondary">Start trial without a card</button></form>`
    : '';
  return page(
    'Checkout',
    `<h1>Checkout</h1>
<ul>${lines}</ul>
${trial}
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${action}/pay">
  <label>Email <input name="email" type="email" autocomplete="email"></label>
  <label>Card number <input name="card_number" inputmode="numeric" value="4242 4242 4242 4242" required></label>
  <label>Expiry (MM / YY) <input name="card_expiry" value="12 / 34" required></label>
  <label>CVC <input name="card_cvc" value="123" required></label>
  <label>Name on card <input name="card_name" autocomplete="cc-name"></label>
  <button type="submit">Pay</button>
</form>
${withoutCard}
${input.cancelUrl ? `<p><a href="${escapeHtml(input.cancelUrl)}">Cancel</a></p>` : ''}`,
  );
}

export interface PortalSubscription {
  id: string;
  name: string;
  status: string;
  amount: number;
  currency: string;
  interval: string;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export interface PortalPageInput {
  sessionId: string;
  customerEmail: string | null;
  returnUrl: string | null;
  subscriptions: PortalSubscription[];
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  notice?: string;
}

export function portalPage(input: PortalPageInput): string {
  const base = `/portal/${encodeURIComponent(input.sessionId)}`;
  const subscriptions = input.subscriptions.length
    ? input.subscriptions
        .map(
          (s) => `<section data-subscription="${escapeHtml(s.id)}">
<h2>${escapeHtml(s.name)}</h2>
<p>${formatMoney(s.amount, s.currency)} per ${escapeHtml(s.interval)}; status <span class="status">${escapeHtml(s.status)}</span></p>
<p>${s.cancelAtPeriodEnd ? 'Cancels' : 'Renews'} on ${formatDate(s.periodEnd)}</p>
<form method="post" action="${base}/${s.cancelAtPeriodEnd ? 'renew' : 'cancel'}">
  <input type="hidden" name="subscription" value="${escapeHtml(s.id)}">
  <button type="submit"${s.cancelAtPeriodEnd ? '' : ' class="secondary"'}>${
    s.cancelAtPeriodEnd ? 'Renew subscription' : 'Cancel subscription'
  }</button>
</form>
</section>`,
        )
        .join('\n')
    : '<p>No current subscriptions.</p>';
  const card = input.card
    ? `<p class="card">${escapeHtml(input.card.brand)} ending in ${escapeHtml(input.card.last4)}, expires ${input.card.expMonth}/${input.card.expYear}</p>`
    : '<p class="card">No card on file.</p>';
  return page(
    'Billing',
    `<h1>Billing${input.customerEmail ? ` for ${escapeHtml(input.customerEmail)}` : ''}</h1>
${input.notice ? `<p role="status">${escapeHtml(input.notice)}</p>` : ''}
${input.returnUrl ? `<p><a href="${escapeHtml(input.returnUrl)}">Return to app</a></p>` : ''}
${subscriptions}
<section>
<h2>Payment method</h2>
${card}
<form method="post" action="${base}/payment-method">
  <label>Card number <input name="card_number" inputmode="numeric" value="5555 5555 5555 4444" required></label>
  <label>Expiry (MM / YY) <input name="card_expiry" value="11 / 33" required></label>
  <label>CVC <input name="card_cvc" value="123" required></label>
  <button type="submit">Update card</button>
</form>
</section>`,
  );
}

export interface InvoiceDocument {
  number: string;
  status: string;
  customerEmail: string | null;
  created: number;
  periodStart: number;
  periodEnd: number;
  lines: { description: string; amount: number }[];
  total: number;
  amountPaid: number;
  currency: string;
}

export function invoicePage(invoice: InvoiceDocument, pdfUrl: string): string {
  const lines = invoice.lines
    .map((l) => `<li>${escapeHtml(l.description)}: ${formatMoney(l.amount, invoice.currency)}</li>`)
    .join('\n');
  return page(
    `Invoice ${invoice.number}`,
    `<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p>Status: ${escapeHtml(invoice.status)}</p>
<p>Billed to ${escapeHtml(invoice.customerEmail ?? 'customer')} on ${formatDate(invoice.created)}</p>
<ul>${lines}</ul>
<p>Total ${formatMoney(invoice.total, invoice.currency)}, paid ${formatMoney(invoice.amountPaid, invoice.currency)}</p>
<p><a href="${escapeHtml(pdfUrl)}">Download PDF</a></p>`,
  );
}

/** A real one-page PDF (Helvetica, Latin-1 text) with a correct cross-reference table. */
export function invoicePdf(invoice: InvoiceDocument): Buffer {
  const text = [
    `Invoice ${invoice.number}`,
    `Status: ${invoice.status}`,
    `Billed to: ${invoice.customerEmail ?? 'customer'}`,
    `Date: ${formatDate(invoice.created)}`,
    `Period: ${formatDate(invoice.periodStart)} to ${formatDate(invoice.periodEnd)}`,
    '',
    ...invoice.lines.map((l) => `${l.description}  ${formatMoney(l.amount, invoice.currency)}`),
    '',
    `Total: ${formatMoney(invoice.total, invoice.currency)}`,
    `Amount paid: ${formatMoney(invoice.amountPaid, invoice.currency)}`,
  ];
  const escape = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = `BT /F1 12 Tf 16 TL 72 720 Td ${text.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
