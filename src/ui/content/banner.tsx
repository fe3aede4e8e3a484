import type { ReactNode } from 'react';
import { ContentLink } from '../layout/content-link';
import type { BannerView } from './view-models';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

/**
 * A content banner; it is a link only when editors gave it a non-empty link. `cta` is the words of
 * its call to action, drawn as the design system's Button inside the link (a linked banner only).
 */
export function Banner({ banner, eager = false, className = 'banner', cta }: { banner: BannerView; eager?: boolean; className?: string; cta?: string }) {
  const body: ReactNode = (
    <>
      {banner.image ? (
        <img
          className="banner__image"
          src={banner.image}
          alt=""
          width={BANNER_WIDTH}
          height={BANNER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      ) : null}
      <span className="banner__text">
        <span className="banner__title">{banner.title}</span>
        {banner.text ? <span className="banner__body">{banner.text}</span> : null}
        {cta && banner.link ? <span className="button button--large banner__cta">{cta}</span> : null}
      </span>
    </>
  );
  // Without an image the text is the banner: it flows (and gives the banner its height) rather than overlaying.
  const classes = banner.image ? className : `${className} banner--text-only`;
  return banner.link ? (
    <ContentLink href={banner.link} className={classes}>
      {body}
    </ContentLink>
  ) : (
    <div className={classes}>{body}</div>
  );
}
