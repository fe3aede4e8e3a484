// The search popup's form and its instant results: required, at most 512 characters; submitting
// opens the results page. Its own chunk (header-search.tsx loads it when the popup first opens).
import { useId, useLayoutEffect, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { EMPTY_SEARCH_STATE, SEARCH_QUERY_MAX_LENGTH, serializeSearchState, validateSearchQuery, withQuery } from '../../domain/search-state';
import { InstantResults } from './instant-results';

const SEARCH_PATH = '/search';

export interface SearchFormProps {
  text: string;
  setText: (text: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  /** Set while the stand-in form (shown until this chunk arrived) has focus: this field takes it over. */
  standInFocused?: { current: boolean };
}

export function SearchForm({ text, setText, inputRef, label, standInFocused }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // Replacing the stand-in form the shopper was typing into (its chunk was still on its way): focus
  // and the caret move to this field.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !standInFocused?.current) return;
    standInFocused.current = false;
    input.focus({ preventScroll: true });
    input.setSelectionRange(input.value.length, input.value.length);
  }, [inputRef, standInFocused]);
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
      <InstantResults text={text} />
    </>
  );
}


export default SearchForm;
