import { startCollector } from "./collector";

// Filled in by esbuild when gatsby/funnel.ts builds public/funnel-<hash>.js.
declare const __FUNNEL_ENDPOINT__: string;
declare const __FUNNEL_PAGES__: string[];
declare const __FUNNEL_ARTICLES__: string[];
declare const __FUNNEL_CASES__: string[];

startCollector({
  endpoint: __FUNNEL_ENDPOINT__,
  pages: __FUNNEL_PAGES__,
  articles: __FUNNEL_ARTICLES__,
  cases: __FUNNEL_CASES__,
});
