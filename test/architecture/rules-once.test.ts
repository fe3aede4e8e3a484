// Issue 32, observation 2: each of the spec's rules and constants is stated once, in src/domain. A
// second statement (a threshold written again beside another rule, a message copied into a route,
// a wording built in two view builders, the UI comparing a rule's text) could drift from the first
// without any test noticing. Each row names the spec's words and where they are stated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './support/source-files';


const files = sourceFiles('src').map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const filesStating = (statement: RegExp) => files.filter(({ text }) => statement.test(text)).map(({ file }) => file);

describe('each spec rule and constant is stated once, in src/domain', () => {
  it.each([
    { rule: 'free shipping at $100 or more (cart and product label)', statement: /free_?shipping\w*\s*[:=]\s*(\{\s*dollars:\s*)?100\b/i, home: 'src/domain/cart-shipping.ts' },
    { rule: "'Only one left' at stock 1, else the count available online", statement: /'Only one left'|available online`/, home: 'src/domain/stock.ts' },
    { rule: 'Zip: from $10/week below $500, else price / 12 per month over 12 months (its wording)', statement: /with Zip`/, home: 'src/domain/payment-options.ts' },
    { rule: 'Afterpay: 4 payments (its wording)', statement: /with Afterpay`/, home: 'src/domain/payment-options.ts' },
    { rule: 'the payment options’ bands ($30 to $3000, $30 to $2000, $10 and $500)', statement: /(afterpay|paypal)(From|To|Min|Max)?:\s*\{\s*dollars:\s*\d|zip\w*:\s*\{\s*dollars:\s*\d|\bmin:\s*30\b/i, home: 'src/domain/payment-options.ts' },
    { rule: "Shipping postcode must be exactly 4 characters; otherwise 'Please enter a valid 4-digit postal code.' (rule and message together)", statement: /Please enter a valid 4-digit postal code\./, home: 'src/domain/shipping-destination.ts' },
    { rule: 'Cart errors clear after 5 s (read by the cart client, src/ui/cart/cart-client.ts)', statement: /CART_ERROR_CLEAR_MS\s*=\s*5_?000\b/, home: 'src/domain/timing.ts' },
  ])('$rule: $home', ({ statement, home }) => {
    expect(filesStating(statement)).toEqual([home]);
  });

  it("the cart error's delay is found in one hop: the domain index names it and the cart client reads it", () => {
    expect(readFileSync(path.join(root, 'src/domain/README.md'), 'utf8')).toContain('Cart errors clear after 5 s');
    expect(filesStating(/\bCART_ERROR_CLEAR_MS\b/)).toEqual(['src/domain/timing.ts', 'src/ui/cart/cart-client.ts']);
  });
});

describe("each upstream's names are stated once, in its adapter", () => {
  it.each([
    // The browser forgets these on Decline: it learns them from the server's safe settings (safe-env.ts).
    { names: "Shopify analytics' visitor and visit cookies", statement: /['"`]_shopify_[ys]['"`]/, home: 'src/adapters/shopify/analytics-cookies.ts' },
  ])('$names: $home', ({ statement, home }) => {
    expect(filesStating(statement)).toEqual([home]);
  });
});
