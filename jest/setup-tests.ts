import "@testing-library/jest-dom";
import { matchers } from "@emotion/jest";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";

expect.extend(matchers);
// jsdom lacks these; react-dom/server (SSR checks in tests) needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// On a loaded 2-core host a form test typing every field, or a lazily imported chunk, takes longer
// than Jest's 5 s and Testing Library's 1 s defaults: both fail a correct component. Only a real hang
// should fail, so the limits are generous (jest ignores testTimeout inside a project entry).
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });
