/**
 * A page's HTML without its `<template>` contents: what a browser shows and can submit. The header's
 * hole carries the drawer's first contents in an inert template (src/ui/personal/holes.tsx), so a
 * count of the forms a page offers leaves them out.
 */
export const shownHtml = (html: string): string => html.replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '');
