import { useTheme } from "@emotion/react";
import { graphql } from "gatsby";
import { space } from "../../styles/theme";
import { ButtonLink } from "../ui/ButtonLink";
import { Card } from "../ui/Card";
import { cardGrid } from "../ui/card-grid";
import { FeatureList } from "../ui/FeatureList";
import { IconBadge } from "../ui/IconBadge";

interface ServiceCardsProps extends Pick<Queries.ServiceCardsFragment, "items" | "action"> {
  /** Prefix for the card title ids, unique on the page. */
  idPrefix: string;
}

/** Service cards with a feature list, each ending in the same call to action. */
export function ServiceCards({ items, action, idPrefix }: ServiceCardsProps) {
  const theme = useTheme();
  const columns = items.length % 3 === 0 ? 3 : 2;
  return (
    <ul css={cardGrid(columns, space(6))}>
      {items.map((item, index) => {
        const titleId = `${idPrefix}-${index + 1}`;
        return (
          <Card as="li" key={item.title}>
            <IconBadge name={item.icon} />
            <h3 id={titleId} css={{ fontSize: theme.fontSizes.h3 }}>
              {item.title}
            </h3>
            <p css={{ color: theme.colors.muted }}>{item.description}</p>
            <FeatureList items={item.features} />
            <div css={{ marginTop: "auto", paddingTop: space(3) }}>
              <ButtonLink to={action.to} variant="secondary" describedBy={titleId} cta="servicios.tarjeta">
                {action.label}
              </ButtonLink>
            </div>
          </Card>
        );
      })}
    </ul>
  );
}

export const fragment = graphql`
  fragment ServiceCards on ServiceSection {
    intro {
      ...SectionHeading
    }
    items {
      icon
      title
      description
      features
    }
    action {
      label
      to
    }
  }
`;
