import type { PageProps } from "gatsby";

/** The props Gatsby hands a page: its query result and the location it was rendered at. */
export const pageProps = <Data extends object>(data: Data, pathname: string) =>
  ({ data, location: { pathname } }) as unknown as PageProps<Data>;
