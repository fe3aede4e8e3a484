// What a browser posts with the embedded checkout's forms beyond what the shopper types: the hidden
// fields the checkout page rendered (the figures it showed, for delivery and for pick-up). Tests that
// place orders over HTTP read them from the page first, as a browser does.
import type request from 'supertest';

type Agent = ReturnType<typeof request.agent>;

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The hidden fields of each form on the page, in page order: the delivery form first, then pick-up. */
export function hiddenFieldsOfForms(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([form]) =>
    Object.fromEntries([...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)])),
  );
}

/**
 * The hidden fields the checkout page gives its delivery form (`method` absent) or its pick-up form,
 * for a cart's checkout URL; a heavy cart's page is asked with the postcode its rates are quoted for.
 */
export async function checkoutPageFields(agent: Agent, checkoutUrl: string, options: { postcode?: string; form?: 'delivery' | 'pickup' } = {}): Promise<Record<string, string>> {
  const url = options.postcode ? `${checkoutUrl}?postcode=${encodeURIComponent(options.postcode)}` : checkoutUrl;
  const page = await agent.get(url).expect(200);
  const forms = hiddenFieldsOfForms(page.text).filter((fields) => 'confirmedFigures' in fields);
  const wanted = forms.find((fields) => (options.form === 'pickup' ? fields.method === 'pickup' : fields.method !== 'pickup'));
  if (!wanted) throw new Error(`the checkout page ${url} has no ${options.form ?? 'delivery'} form with its figures`);
  return wanted;
}
