/** How many digits a field's pattern takes (the lengths at which a run of one digit matches it), e.g. [9]. */
export const digitsTaken = (pattern: RegExp | undefined): number[] =>
  pattern
    ? Array.from({ length: 30 }, (_, index) => index + 1).filter((length) =>
        "0123456789".split("").some((digit) => pattern.test(digit.repeat(length))),
      )
    : [];
