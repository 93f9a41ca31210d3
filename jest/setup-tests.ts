import "@testing-library/jest-dom";
import { matchers } from "@emotion/jest";
import { TextDecoder, TextEncoder } from "node:util";

expect.extend(matchers);
// jsdom lacks these; react-dom/server (SSR checks in tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
