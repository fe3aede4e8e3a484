import type { StoreHoursView } from './view-models';

export function OpenNowBadge({ openNow }: { openNow: boolean | null }) {
  if (openNow === null) return null;
  return <span className={`open-now open-now--${openNow ? 'open' : 'closed'}`}>{openNow ? 'Open now' : 'Closed now'}</span>;
}

export function TradingHours({ hours }: { hours: StoreHoursView }) {
  return (
    <dl className="trading-hours">
      <dt>Monday - Friday</dt>
      <dd>{hours.weekdays}</dd>
      <dt>Saturday</dt>
      <dd>{hours.saturday}</dd>
      <dt>Sunday</dt>
      <dd>{hours.sunday}</dd>
    </dl>
  );
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
