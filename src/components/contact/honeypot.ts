/**
 * The honeypot's name and id avoid every word autofill and password managers look for (website, url,
 * name, email…), so only a bot that fills every input puts something in it.
 */
export const HONEYPOT_NAME = "leave_blank";
