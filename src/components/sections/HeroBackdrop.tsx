import { useTheme } from "@emotion/react";
import { radialGlowLayer } from "../../styles/radial-glow";
import { mq, space } from "../../styles/theme";

const GRID_LINE = "rgba(255,255,255,0.045)";
const GRID_CELL = "56px";

/**
 * Decorative glow, grid and constellation behind a hero. Pure CSS and inline SVG: nothing to download.
 * Deliberately still: a never-ending drift kept the compositor drawing frames for as long as the page
 * was open, competing with the page's start-up on a phone's CPU (+10–15 ms per start-up task).
 */
export function HeroBackdrop() {
  const theme = useTheme();
  const nodes: Array<[number, number]> = [
    [60, 80],
    [180, 40],
    [300, 120],
    [420, 60],
    [540, 150],
    [250, 230],
    [390, 260],
    [130, 190],
    [500, 300],
    [610, 70],
  ];
  const links: Array<[number, number]> = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [2, 5],
    [5, 6],
    [6, 4],
    [0, 7],
    [7, 5],
    [6, 8],
    [3, 9],
    [4, 9],
  ];
  return (
    <div
      aria-hidden="true"
      css={{
        position: "absolute",
        inset: 0,
        overflow: "hidden",
        pointerEvents: "none",
        zIndex: 0,
        // Top to bottom: two glows, then a fade of the page's colour that hides the grid beneath it away from
        // the light, then the grid's lines. The fade stands in for a mask, which made software raster paint
        // the grid into a layer of its own and then again (2–3 ms of raster before the first paint on `/`, bench phone).
        background: [
          radialGlowLayer({ color: "rgba(165,148,255,0.30)", at: [78, 18], radius: [55, 60], fadeAt: 0.7 }),
          radialGlowLayer({ color: "rgba(94,234,212,0.16)", at: [12, 85], radius: [45, 50], fadeAt: 0.7 }),
          `radial-gradient(70% 70% at 60% 30%, transparent 0%, ${theme.colors.bg} 75%)`,
          `linear-gradient(${GRID_LINE} 1px, transparent 1px) 0 0 / ${GRID_CELL} ${GRID_CELL}`,
          `linear-gradient(90deg, ${GRID_LINE} 1px, transparent 1px) 0 0 / ${GRID_CELL} ${GRID_CELL}`,
        ].join(", "),
        // Fades everything out at the bottom so the glow never ends in a hard edge against the next section.
        // A band of the page's colour over the last quarter, not a mask over the whole backdrop: the same
        // pixels on the page's solid background, and a mask made software raster paint the hero twice
        // (+10 ms before the first paint on the bench's phone profile).
        "&::after": {
          content: '""',
          position: "absolute",
          insetInline: 0,
          bottom: 0,
          height: "25%",
          background: `linear-gradient(transparent, ${theme.colors.bg})`,
        },
      }}
    >
      <svg
        viewBox="0 0 680 340"
        preserveAspectRatio="xMidYMid slice"
        css={{
          position: "absolute",
          right: "-6%",
          // A length, not a share of the hero's height: the hero grows while its markup is still being
          // parsed, and a percentage moved the drawing after the first paint (a layout shift).
          top: space(14),
          [mq.lg]: { top: space(16) },
          width: "min(760px, 95%)",
          height: "auto",
          opacity: 0.55,
        }}
      >
        <defs>
          <linearGradient id="hero-line" x1="0" x2="1">
            <stop offset="0" stopColor={theme.colors.accent} stopOpacity="0.7" />
            <stop offset="1" stopColor={theme.colors.accentAlt} stopOpacity="0.7" />
          </linearGradient>
        </defs>
        {links.map(([a, b]) => {
          const [x1, y1] = nodes[a] ?? [0, 0];
          const [x2, y2] = nodes[b] ?? [0, 0];
          return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="url(#hero-line)" strokeWidth="1.2" />;
        })}
        {nodes.map(([x, y], index) => (
          <circle
            key={index}
            cx={x}
            cy={y}
            r={index % 3 === 0 ? 5 : 3.5}
            fill={index % 2 ? theme.colors.accentAlt : theme.colors.accent}
          />
        ))}
      </svg>
    </div>
  );
}
