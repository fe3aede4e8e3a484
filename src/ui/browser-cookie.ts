// The one reader of the browser's own cookies (document.cookie, 'a=1; b=2'): the server reads them
// with cookie-parser; the page's script reads the few it may (the compare list, the saved list).

/** The raw (still encoded) value of the named cookie, the first of a repeated name, or '' when absent. */
export function cookieValue(cookies: string, name: string): string {
  for (const part of cookies.split(';')) {
    const pair = part.trimStart();
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1);
  }
  return '';
}
