// The widget scripts and the typography stylesheet, rendered only when configured. React hoists
// them into <head> and loads each once. The captcha script is loaded by the newsletter form and
// the tag manager only after analytics consent (see analytics-tracker).
import { useRootData } from '../use-root-data';
import { thirdPartySettings } from './third-party';

export function ThirdPartyScripts() {
  const settings = thirdPartySettings(useRootData()?.safeEnv ?? {});
  return (
    <>
      {settings.fontStylesheetUrl ? <link rel="stylesheet" href={settings.fontStylesheetUrl} precedence="default" /> : null}
      {settings.bnplWidgetUrl ? <script async src={settings.bnplWidgetUrl} /> : null}
      {settings.reviewsWidgetUrl ? <script async src={settings.reviewsWidgetUrl} /> : null}
    </>
  );
}
