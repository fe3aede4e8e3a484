import { useEffect, useState } from 'react';
import { shouldShowOldBrowserNotice } from '../../domain/old-browser';

export const OLD_BROWSER_NOTICE_KEY = 'oldBrowserNoticeShown';

/** Today as 'YYYY-MM-DD' in the shopper's own time zone: the notice shows once per calendar day. */
function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function readLastShown(): string | null {
  try {
    return window.localStorage.getItem(OLD_BROWSER_NOTICE_KEY);
  } catch {
    return null;
  }
}

function rememberShown(today: string): void {
  try {
    window.localStorage.setItem(OLD_BROWSER_NOTICE_KEY, today);
  } catch {
    // Private modes may refuse storage: the notice then shows on each visit, which is harmless.
  }
}

/** Below iOS Safari 14.6, Chrome 92 or Firefox 87: a dismissible notice, at most once a day. */
export function OldBrowserNotice() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const today = localDate(new Date());
    if (!shouldShowOldBrowserNotice(navigator.userAgent, today, readLastShown())) return;
    rememberShown(today);
    setVisible(true);
  }, []);
  if (!visible) return null;
  return (
    <div className="old-browser-notice" role="alert">
      <p>
        Your browser is out of date, so parts of this site may not work as they should. Please update to the latest version of Safari,
        Chrome or Firefox for the best experience.
      </p>
      <button type="button" className="old-browser-notice__close" onClick={() => setVisible(false)}>
        Dismiss
      </button>
    </div>
  );
}
