import { useLoaderData } from '../router/hooks';
import { Link } from '../components/link';
import { Banner } from '../content/banner';
import { OpenNowBadge, telHref, TradingHours } from '../content/store-parts';
import type { StorePageView } from '../content/view-models';
import { PageMeta } from '../components/page-meta';
import { RichTextView } from '../components/rich-text';
import { safeHref } from '../safe-href';
import { StorePictureIsland } from '../content/store-picture-island';
import { useRootData } from '../use-root-data';

/** A maps search for the store's address: opens the shopper's maps app or site, whether or not the map frame loads. */
const mapsSearchHref = (address: readonly string[]) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`;

/** The email address with a line break allowed after its '@', so a narrow card breaks it there. */
const emailWithBreak = (email: string) => {
  const at = email.indexOf('@');
  return at < 0 ? email : (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

/** /locations/{slug}: one store with its hours, "open now", getting there, map and tour. */
export default function StorePage() {
  const store = useLoaderData() as StorePageView;
  const siteTitle = useRootData()?.layout.siteTitle ?? '';
  const tour = store.virtualTourURL && safeHref(store.virtualTourURL);
  const map = store.googleMap && safeHref(store.googleMap);
  const modes: [string, string | null][] = [
    ['Train', store.publicTransport.train],
    ['Tram', store.publicTransport.tram],
    ['Bus', store.publicTransport.bus],
  ];
  const transport = modes.filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <article className="store-page">
      <PageMeta title={store.name} description={store.description} jsonLd={[store.jsonLd]} />
      {store.alertBanner ? (
        <p className="store-page__alert" role="note">
          {store.alertBanner}
        </p>
      ) : null}
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to="/pages/locations">Our Stores</Link>
      </nav>
      <div className="store-page__hero">
        <div className="store-page__hero-text">
          <header className="store-page__header">
            <h1>{store.name}</h1>
            <OpenNowBadge openNow={store.openNow} />
          </header>
          <div className="rich-text store-page__intro">
            <RichTextView value={store.introText} />
          </div>
          <p className="store-page__actions">
            <a className="button" href={mapsSearchHref(store.address)} rel="noopener noreferrer" target="_blank">
              Get directions
            </a>
            <a className="button button--secondary" href={telHref(store.phoneNumber)}>
              Call the store
            </a>
          </p>
        </div>
        <StorePictureIsland picture="front" siteTitle={siteTitle} storeName={store.name} slug={store.slug} />
      </div>
      <div className="store-page__grid">
        <section aria-labelledby="store-contact">
          <h2 id="store-contact">Address and contact</h2>
          <address>
            {store.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            Phone <a href={telHref(store.phoneNumber)}>{store.phoneNumber}</a>
          </p>
          <p>
            Email <a href={`mailto:${store.email}`}>{emailWithBreak(store.email)}</a>
          </p>
          {store.obxLocation ? <p className="store-page__obx">Open-box items are on display at this store.</p> : null}
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">Trading hours</h2>
          {store.todayHours ? <p className="store-page__today">Today: {store.todayHours}</p> : null}
          <TradingHours hours={store.hours} />
        </section>
        {store.parking ? (
          <section aria-labelledby="store-parking">
            <h2 id="store-parking">Parking</h2>
            <p>{store.parking}</p>
          </section>
        ) : null}
        {transport.length > 0 ? (
          <section aria-labelledby="store-transport">
            <h2 id="store-transport">Public transport</h2>
            <dl className="store-page__transport">
              {transport.map(([mode, text]) => (
                <div key={mode}>
                  <dt>{mode}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
      <section className="store-page__location" aria-labelledby="store-location">
        <div className="store-page__location-card">
          <h2 id="store-location">Find us</h2>
          <address>
            {store.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          {store.todayHours ? <p className="store-page__location-today">Today: {store.todayHours}</p> : null}
          <a className="button button--secondary" href={mapsSearchHref(store.address)} rel="noopener noreferrer" target="_blank">
            Open in Maps
          </a>
        </div>
        {/* The map picture is always there; the interactive map frame loads only when asked for
            (a closed <details> holds a lazy frame unloaded, with or without JavaScript). */}
        <div className="store-page__map-frame">
          <StorePictureIsland picture="map" storeName={store.name} addressLine={store.address[0] ?? store.name} slug={store.slug} transport={transport.map(([mode]) => mode)} />
          {map ? (
            <details className="store-page__map-live">
              <summary className="button button--secondary">Show interactive map</summary>
              <iframe
                className="store-page__map"
                title={`Map of ${store.name}`}
                src={map}
                width={800}
                height={400}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
                sandbox="allow-scripts allow-popups"
              />
            </details>
          ) : null}
        </div>
      </section>
      {tour ? (
        <p>
          <a className="button" href={tour} rel="noopener noreferrer" target="_blank">
            Take the virtual tour
          </a>
        </p>
      ) : null}
      {store.brandBanner ? <Banner banner={store.brandBanner} className="banner banner--brand" /> : null}
    </article>
  );
}
