import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@emotion/react";
import { useEffect } from "react";
import { ToastProvider } from "../../../src/components/toast/ToastProvider";
import { useToast, type ToastApi } from "../../../src/components/toast/toast-context";
import { theme } from "../../../src/styles/theme";

let api: ToastApi;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}

function renderToasts() {
  return render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

afterEach(() => jest.useRealTimers());

describe("ToastProvider", () => {
  it("has both live regions in the page, empty, before any toast", () => {
    renderToasts();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
  });

  it("announces normal toasts politely and destructive ones as alerts", () => {
    renderToasts();
    act(() => api.toast({ title: "¡Mensaje Enviado!", description: "Gracias" }));
    expect(screen.getByRole("status")).toHaveTextContent("¡Mensaje Enviado!Gracias");
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();

    act(() => api.toast({ title: "Revisa el formulario", variant: "destructive" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Revisa el formulario");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows one toast at a time: a new one replaces the current", () => {
    renderToasts();
    act(() => api.toast({ title: "Primero" }));
    act(() => api.toast({ title: "Segundo" }));
    expect(screen.queryByText("Primero")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Cerrar notificación" })).toHaveLength(1);
  });

  it("disappears after 5000 ms, counted again for each new toast", () => {
    jest.useFakeTimers();
    renderToasts();
    act(() => api.toast({ title: "Hola" }));
    act(() => jest.advanceTimersByTime(4000));
    act(() => api.toast({ title: "Otra" }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText("Otra")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Otra")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("closes with its button and waits while the pointer rests on it", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToasts();
    act(() => api.toast({ title: "Hola" }));
    await user.hover(screen.getByText("Hola"));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText("Hola")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cerrar notificación" }));
    expect(screen.queryByText("Hola")).not.toBeInTheDocument();
  });

  it("refuses to work outside the provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
  });
});
