import { shouldUpdateScroll } from "../../src/root/scroll";

type Args = Parameters<NonNullable<typeof shouldUpdateScroll>>[0];

function args(
  pathname: string,
  { hash = "", prev = "/", saved }: { hash?: string; prev?: string; saved?: [number, number] },
) {
  const getSavedScrollPosition: Args["getSavedScrollPosition"] = () => saved ?? null;
  return {
    routerProps: { location: { pathname, hash } },
    prevRouterProps: { location: { pathname: prev, hash: "" } },
    getSavedScrollPosition,
  } as Args;
}

describe("scroll on route change", () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it("starts a newly visited page at the top", () => {
    expect(shouldUpdateScroll!(args("/contacto/", { prev: "/" }), { plugins: [] })).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("restores the saved position on Back/Forward", () => {
    expect(shouldUpdateScroll!(args("/", { prev: "/contacto/", saved: [0, 1234] }), { plugins: [] })).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1234);
  });

  it("leaves hash links to the browser", () => {
    expect(shouldUpdateScroll!(args("/politica-de-privacidad/", { hash: "#derechos" }), { plugins: [] })).toBe(true);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
