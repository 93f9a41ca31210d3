import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { Card } from "../ui/Card";
import { cardGrid } from "../ui/card-grid";
import { IconBadge } from "../ui/IconBadge";

export type InfoPoint = Queries.InfoPointFragment;

/** Cards with an icon, a title and a sentence: solutions, values, technology points. */
export function InfoPointGrid({ items, columns = 3 }: { items: readonly InfoPoint[]; columns?: 2 | 3 | 4 }) {
  const theme = useTheme();
  return (
    <ul css={cardGrid(columns)}>
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <IconBadge name={item.icon} />
          <h3 css={{ fontSize: theme.fontSizes.h3 }}>{item.title}</h3>
          <p css={{ color: theme.colors.muted }}>{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}

/** Also what PointList shows. */
export const fragment = graphql`
  fragment InfoPoint on InfoPoint {
    icon
    title
    description
  }
`;
