import { render } from "@testing-library/react";
import { useFirstTap } from "../../src/hooks/use-first-tap";

function Launcher({ onTap }: { onTap: () => void }) {
  useFirstTap("chat", onTap);
  return (
    <button type="button" data-first-tap="chat">
      Maxi
    </button>
  );
}

afterEach(() => {
  delete window.__firstTap;
  document.body.innerHTML = "";
});

it("runs a tap held before the component mounted exactly once, and marks the control ready", () => {
  window.__firstTap = { ready: {}, held: { chat: true } };
  const onTap = jest.fn();
  const { rerender } = render(<Launcher onTap={onTap} />);
  rerender(<Launcher onTap={onTap} />);
  expect(onTap).toHaveBeenCalledTimes(1);
  expect(window.__firstTap).toEqual({ ready: { chat: true }, held: {} });
});

it("does nothing without a held tap, or without the inline script (tests, other hosts)", () => {
  const onTap = jest.fn();
  window.__firstTap = { ready: {}, held: { contact: true } };
  render(<Launcher onTap={onTap} />);
  delete window.__firstTap;
  render(<Launcher onTap={onTap} />);
  expect(onTap).not.toHaveBeenCalled();
});
