/**
 * Opens inlined CSS that is only the page's first-screen cut of the stylesheet
 * (src/server/first-screen-styles.ts): the document then links the whole sheet after its content
 * (document.tsx), in the server's render and in the browser's, which reads the inlined text back.
 */
export const FIRST_SCREEN_MARK = '/*first-screen:';
