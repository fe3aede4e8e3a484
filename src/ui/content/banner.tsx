import type { ReactNode } from 'react';
import { ContentLink } from '../layout/content-link';
import type { BannerView } from './view-models';

export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

/** A content banner; it is a link only when editors gave it a non-empty link. */
export function Banner({ banner, eager = false, className = 'banner' }: { banner: BannerView; eager?: boolean; className?: string }) {
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
