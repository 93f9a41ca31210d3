import { render, type RenderOptions } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import type { ReactElement } from "react";
import { RootWrapper } from "../../src/root/RootWrapper";
import { siteQueryFixture } from "./site-fixture";

/** Renders inside the app's real providers, with site chrome from content/site.json. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">) {
  jest.mocked(useStaticQuery).mockReturnValue(siteQueryFixture);
  return render(ui, { wrapper: RootWrapper, ...options });
}
