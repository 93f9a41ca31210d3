/** The icon names content files may use. Kept free of React so the build's content checks can import it. */
export const iconNames = [
  "megaphone",
  "brain",
  "target",
  "workflow",
  "bot",
  "users",
  "cog",
  "lightbulb",
  "line-chart",
  "bar-chart",
  "gauge",
  "sparkles",
  "rocket",
  "shield",
  "clock",
  "database",
  "plug",
  "trending-up",
  "handshake",
  "video",
  "search",
  "pen",
  "layers",
  "mail",
  "phone",
  "map-pin",
  "check",
  "message",
  "zap",
  "eye",
] as const;

export type IconName = (typeof iconNames)[number];

export const isIconName = (value: string): value is IconName => (iconNames as readonly string[]).includes(value);
