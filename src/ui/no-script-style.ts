// Pages without JavaScript (issues 16 and 30). The document's <noscript> style: a browser running
// scripts never applies it, so nothing on a page with JavaScript moves when it hydrates. Without
// JavaScript it swaps the controls that need scripts for their plain equivalents:
// - disclosures open as the URL's target: 'Filter by', the burger and 'Shop by Category' are links
//   to their panels (#filters, #site-menu, #shop-by-category), and a Close link leaves them; the
//   header's dropdowns and the country list open the same way (#menu-about-us, #country-list);
// - a listing's forms show their 'Apply' and 'Sort' buttons (listing-form.tsx), and every facet
//   value up to 'Show More''s limit;
// - below 768 px the phone's search button cannot open its popup: the search field (a GET form to
//   /search) takes a row of its own under the header bar instead.
// The accordions (footer, mobile menu) and Read more are <details>: they need none of this.

/** The filter panel of a listing (shop-section.tsx). */
export const FILTERS_ID = 'filters';
/** The burger menu's panel (mobile-menu.tsx). */
export const MOBILE_MENU_PANEL_ID = 'site-menu';
/** The mega menu's panel (mega-menu.tsx). */
export const MEGA_MENU_PANEL_ID = 'shop-by-category';
/** The country and currency list (locale-selector.tsx). */
export const COUNTRY_LIST_ID = 'country-list';
/** A header dropdown's list (dropdown-menu.tsx): 'About Us', 'Order Information'. */
export const dropdownPanelId = (name: string) => `menu-${name}`;

// Every rule starts at 'html body': the whole stylesheet is linked after the page's content (issue 33:
// only the first screen's cut of it is inlined in the head), so it comes after this style, and these
// rules win over its rules of the same classes by their two element names rather than by their place.
export const NO_SCRIPT_STYLE =
  '@media (max-width: 767px){html body .site-header .site-header__bar{flex-wrap:wrap}html body .site-header__search{order:10;flex:1 0 100%}' +
  'html body .header-search__mobile{display:none}html body .header-search__desktop{display:block}}' +
  'html body .no-script-only.no-script-only{display:inline-block}html body .with-script-only.with-script-only{display:none}' +
  'html body .site-header .mobile-menu__burger.no-script-only{display:grid}' +
  'html body .facet-list__more[hidden]{display:list-item}' +
  `html body #${FILTERS_ID}:target{display:block}html body #${MOBILE_MENU_PANEL_ID}:target{display:block}html body #${MEGA_MENU_PANEL_ID}:target{display:grid}` +
  `html body #${COUNTRY_LIST_ID}:target,html body .dropdown__panel:target{display:block}`;
