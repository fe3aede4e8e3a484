// The heart on product cards and the product page: a form posting {intent, handle} to
// /account/saved, so it saves without JavaScript (the saved page then confirms it). With
// JavaScript the pressed state is applied in the browser (pages stay shared and cacheable) and a
// press toggles in place. The heart hydrates with its card; the state module loads after hydration,
// never in a page's first script. (A lazy part in a Suspense boundary per card hydrated the hearts
// of a 240-card listing one commit each, keeping a phone busy for seconds after the page showed.)
import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRootData } from '../use-root-data';
import { SAVED_COOKIE, SAVED_COUNT_EVENT } from './saved-events';

type SavedState = typeof import('./saved-state');

export default function SaveHeart({ handle, title, className = '' }: { handle: string; title: string; className?: string }) {
  const root = useRootData();
  const prefix = root?.selectedLocale.pathPrefix ?? '';
  // Used after hydration only (the shell's markup is every shopper's): the response's own personal data.
  const signedIn = root?.personal.account.signedIn ?? false;
  const [pressed, setPressed] = useState(false);
  const [problem, setProblem] = useState('');
  // True once presses toggle in place (until then the form posts, as without JavaScript).
  const [ready, setReady] = useState(false);
  const state = useRef<SavedState | null>(null);

  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    void import('./saved-state').then((module) => {
      if (!live) return;
      state.current = module;
      // In a transition: every heart of a page takes its state at once, and that render may yield.
      unsubscribe = module.subscribe(signedIn ? { signedIn } : { signedIn, cookie: SAVED_COOKIE }, (handles) => startTransition(() => setPressed(handles.has(handle))));
      startTransition(() => setReady(true));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [handle, signedIn]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const module = state.current;
    if (!module) return;
    event.preventDefault();
    const save = !pressed;
    setPressed(save);
    setProblem('');
    void module.toggleSaved(handle, save, prefix).then((answer) => {
      if (answer.ok) return void window.dispatchEvent(new CustomEvent(SAVED_COUNT_EVENT, { detail: answer.count }));
      setPressed(!save);
      setProblem(answer.message);
    });
  };

  return (
    <form method="post" action={`${prefix}/account/saved`} className={`save-heart ${className}`.trim()} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={pressed ? 'remove' : 'save'} />
      <input type="hidden" name="handle" value={handle} />
      <button type="submit" className="save-heart__button" aria-pressed={pressed} aria-label={`Save ${title}`} data-testid="save-heart" data-ready={ready}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
      </button>
      {problem ? <p className="save-heart__problem" role="alert">{problem}</p> : null}
    </form>
  );
}
