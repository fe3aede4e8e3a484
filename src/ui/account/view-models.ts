// What the account pages receive: mapped on the server from the account, never the account itself.

export interface FormNotice {
  text: string;
  tone: 'error' | 'info';
}

/** The log-in and registration pages. */
export interface AccountFormPageView {
  notice: FormNotice | null;
}

export interface OrderRowView {
  id: string;
  /** '#1001' */
  label: string;
  placedOn: string;
  /** ISO timestamp for <time dateTime>. */
  placedAt: string;
  itemCount: number;
  total: string;
  /** 'Paid', 'Ready for pick-up', 'Shipped', ... */
  status: string;
  /** The order's own page, without the locale prefix: '/account/orders/1001'. */
  path: string;
}

/** An order's own page (issue 29), for its signed-in owner only. */
export interface AccountOrderPageView {
  order: OrderRowView & { lines: { title: string; quantity: number }[] };
}

export interface AccountPageView {
  profile: { name: string; email: string } | null;
  orders: OrderRowView[];
  /** Set when the account system could not be reached. */
  error: string | null;
}

/** What the account form endpoints answer to a script. */
export interface AccountFormAnswer {
  ok: boolean;
  redirectTo?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
}
