/** The navbar turns to glass once the page is scrolled more than this (spec §9). */
export const NAV_SCROLL_THRESHOLD = 50;
