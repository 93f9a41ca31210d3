import type { PageProps } from "gatsby";
import { Component } from "react";

/** The props Gatsby hands a page: its query result and the location it was rendered at, the rest as for a static page. */
export function pageProps<Data extends object>(data: Data, pathname: string): PageProps<Data> {
  const url = new URL(pathname, window.location.origin);
  return {
    data,
    path: pathname,
    uri: pathname,
    params: {},
    pageContext: {},
    serverData: {},
    children: undefined,
    location: {
      ...window.location,
      href: url.href,
      pathname: url.pathname,
      search: "",
      hash: "",
      state: null,
      key: "initial",
    },
    pageResources: {
      component: new Component({}),
      json: { data, pageContext: {} },
      page: { componentChunkName: "component---test-page", path: pathname, webpackCompilationHash: "" },
    },
  };
}
