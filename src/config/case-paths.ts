/** Where the case studies live: the list, and each case under it by its slug (content/cases.json). */
export const CASES_PATH = "/casos-de-exito/";

export const casePath = (slug: string) => `${CASES_PATH}${slug}/`;
