// The footer's 'Cookie settings': reopens the consent choice, so a shopper can change their mind.
// Analytics run only with JavaScript, so without it there is no choice to change and no button.
import { useMounted } from '../layout/use-mounted';
import { readConsent } from './consent';
import { reopenConsent } from './consent-banner';

export function CookieSettingsButton() {
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <button type="button" className="link-button site-footer__cookie-settings" onClick={(event) => reopenConsent(event.currentTarget, readConsent())}>
      Cookie settings
    </button>
  );
}
