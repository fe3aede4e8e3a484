// The footer's newsletter form as a part of its own (issue 18): its states, captcha and submission
// are not needed before the shopper heads for it. The server renders it in place; the browser keeps
// that HTML until the chunk has arrived (when idle after load, or at the first pointer or focus on
// the form), then the live form takes over what was typed. Meanwhile the field takes typing and the
// button is disabled, as it is before any hydration (the captcha needs JavaScript).
import { islandPart } from '../components/lazy-part';

export const NewsletterForm = islandPart<Record<string, never>>(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })), '.newsletter-form').Island;
