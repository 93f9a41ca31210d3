import { act } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { StaticContent } from "../../../src/components/ui/StaticContent";
import { hydrateOrRender } from "../../../src/root/hydrate";
import { RootWrapper } from "../../../src/root/RootWrapper";

// What Gatsby's replaceHydrateFunction hook hands Gatsby, which calls it with the page and its container.
const mount = () => hydrateOrRender;

const rendered = jest.fn();
function Card({ title }: { title: string }) {
  rendered(title);
  return (
    <article>
      <h2>{title}</h2>
      <a href="/contacto/">Contacto</a>
    </article>
  );
}

function Page() {
  return (
    <RootWrapper>
      <StaticContent>
        <Card title="Servicios" />
      </StaticContent>
    </RootWrapper>
  );
}

const nodeEnv = process.env.NODE_ENV;
beforeEach(() => {
  process.env.NODE_ENV = "production"; // what `gatsby build` bundles
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
  jest.restoreAllMocks();
  rendered.mockClear();
});

it("adopts the prerendered markup while the first page hydrates: same nodes, its components never rendered, no hydration error", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  const heading = container.querySelector("h2");
  rendered.mockClear();
  await act(async () => {
    mount()(<Page />, container);
  });
  expect(container.querySelector("h2")).toBe(heading);
  expect(heading).toHaveTextContent("Servicios");
  expect(container.querySelector("a")).toHaveAttribute("href", "/contacto/");
  expect(rendered).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
});

it("renders its children under `gatsby develop`, with or without prerendered markup, so content edits show", async () => {
  process.env.NODE_ENV = "development";
  const empty = document.createElement("div");
  await act(async () => {
    mount()(<Page />, empty);
  });
  expect(empty.querySelector("h2")).toHaveTextContent("Servicios");
  expect(rendered).toHaveBeenCalledWith("Servicios");

  rendered.mockClear();
  const prerendered = document.createElement("div");
  prerendered.innerHTML = renderToString(<Page />);
  rendered.mockClear();
  await act(async () => {
    mount()(<Page />, prerendered);
  });
  expect(rendered).toHaveBeenCalledWith("Servicios");
});

let navigate: (title: string) => void = () => {};
function Router() {
  const [title, setTitle] = useState("Servicios");
  navigate = setTitle;
  return (
    <RootWrapper>
      <StaticContent key={title}>
        <Card title={title} />
      </StaticContent>
    </RootWrapper>
  );
}

it("renders its children for a page reached by client-side navigation after the first page hydrated", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Router />);
  rendered.mockClear();
  await act(async () => {
    mount()(<Router />, container);
  });
  expect(rendered).not.toHaveBeenCalled();
  await act(async () => navigate("Contacto"));
  expect(container.querySelector("h2")).toHaveTextContent("Contacto");
  expect(rendered).toHaveBeenCalledWith("Contacto");
});
