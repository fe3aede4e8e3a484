/** The email field of the shop's sign-up forms (newsletter, stock and price alerts): one label, one wording. */
export function EmailInput({ id, className, invalid, describedBy, onFocus }: { id: string; className: string; invalid: boolean; describedBy: string; onFocus: () => void }) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        Email address
      </label>
      <input
        id={id}
        className={className}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        aria-required="true"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onFocus={onFocus}
      />
    </>
  );
}
