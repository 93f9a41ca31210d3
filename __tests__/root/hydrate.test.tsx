import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateOrRender } from "../../src/root/hydrate";

// What Gatsby's replaceHydrateFunction hook hands Gatsby, which calls it with the page and its container.
const mount = () => hydrateOrRender;

function Page() {
  return <p>Hola</p>;
}

afterEach(() => jest.restoreAllMocks());

it("renders into an empty container, as `gatsby develop` serves it, without a hydration error", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const container = document.createElement("div");
  let unmount = () => {};
  await act(async () => {
    unmount = mount()(<Page />, container);
  });
  expect(container.innerHTML).toBe("<p>Hola</p>");
  expect(errors).not.toHaveBeenCalled();
  act(() => unmount());
});

it("hydrates the prerendered markup, keeping its nodes", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  const prerendered = container.firstChild;
  await act(async () => {
    mount()(<Page />, container);
  });
  expect(container.firstChild).toBe(prerendered);
  expect(errors).not.toHaveBeenCalled();
});
