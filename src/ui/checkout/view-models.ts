// What a confirmation seen from a browser that did not place the order receives: its number and the
// form to confirm its email, never a name, email or address.

export interface PrivateOrderView {
  /** '#1001' */
  label: string;
  /** Where the email confirmation form posts. */
  confirmAction: string;
  /** Why the form came back (a wrong email, too many tries); null at first. */
  notice: string | null;
}
