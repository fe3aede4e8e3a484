// The search popup's form: required, at most 512 characters; submitting opens the results page.
// Its instant results are their own chunk, fetched when the popup first opens (or the shopper heads
// for the field): until it arrives the form already takes the typing and searches.
import { Suspense, useId, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from '../router/hooks';
import { EMPTY_SEARCH_STATE, SEARCH_QUERY_MAX_LENGTH, serializeSearchState, validateSearchQuery, withQuery } from '../../domain/search-state';
import { lazyPart } from '../components/lazy-part';

const InstantResults = lazyPart<{ text: string }>(() => import('./instant-results'));
export const preloadInstantResults = InstantResults.preload;

const SEARCH_PATH = '/search';

export interface SearchFormProps {
  text: string;
  setText: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
}

export function SearchForm({ text, setText, inputRef, label }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateSearchQuery(text);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    void navigate(`${SEARCH_PATH}?${serializeSearchState(withQuery(EMPTY_SEARCH_STATE, checked.value), 'search')}`);
  };
  return (
    <>
      <form role="search" className="header-search__form" onSubmit={submit} noValidate>
        <label htmlFor={id} className="visually-hidden">{label}</label>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          placeholder="Search for..."
          required
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button header-search__submit">Search</button>
      </form>
      {error ? <p className="header-search__error" role="alert">{error}</p> : null}
      <Suspense fallback={null}>
        <InstantResults.Component text={text} />
      </Suspense>
    </>
  );
}

