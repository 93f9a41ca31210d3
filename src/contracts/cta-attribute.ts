/** The attribute a call to action carries its stable name in, and the collector reads it from. */
export const CTA_ATTRIBUTE = "data-cta";
