import { useId, useState } from 'react';
import type { StockEnquiryPrefill } from './view-models';

/** The enquiry as an email to the shop: the subject names the product, the body carries the message. */
export function stockEnquiryMailto(email: string, fields: StockEnquiryPrefill & { name: string; message: string }): string {
  const product = [fields.sku, fields.title].filter(Boolean).join(' - ');
  const subject = product ? `Stock enquiry: ${product}` : 'Stock enquiry';
  const body = [product && `Product: ${product}`, fields.message, fields.name && `From: ${fields.name}`].filter(Boolean).join('\n\n');
  return `mailto:${email}?${new URLSearchParams({ subject, body }).toString().replace(/\+/g, '%20')}`;
}

/** /pages/stock-enquiry?sku=…&title=…: the product fields arrive prefilled from the query. */
export function StockEnquiryForm({ prefill, email }: { prefill: StockEnquiryPrefill; email: string }) {
  const id = useId();
  const [fields, setFields] = useState({ ...prefill, name: '', message: '' });
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });
  return (
    <form
      className="stock-enquiry"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        window.location.href = stockEnquiryMailto(email, fields);
      }}
    >
      <h2 id={`${id}-heading`}>Your enquiry</h2>
      <label htmlFor={`${id}-sku`}>SKU</label>
      <input id={`${id}-sku`} name="sku" value={fields.sku} onChange={set('sku')} maxLength={64} />
      <label htmlFor={`${id}-title`}>Product</label>
      <input id={`${id}-title`} name="title" value={fields.title} onChange={set('title')} maxLength={200} />
      <label htmlFor={`${id}-name`}>Your name</label>
      <input type="text" id={`${id}-name`} name="name" value={fields.name} onChange={set('name')} autoComplete="name" />
      <label htmlFor={`${id}-message`}>Message</label>
      <textarea id={`${id}-message`} name="message" value={fields.message} onChange={set('message')} rows={4} />
      <button type="submit" className="button">
        Send enquiry
      </button>
      <p className="stock-enquiry__note">
        Sends from your email app to <a href={stockEnquiryMailto(email, fields)}>{email}</a>.
      </p>
    </form>
  );
}
