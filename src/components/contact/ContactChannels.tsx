import { useTheme, type CSSObject } from "@emotion/react";
import { graphql } from "gatsby";
import type { ReactNode } from "react";
import type { SiteContent } from "../../hooks/use-site-content";
import { space } from "../../styles/theme";
import { IconBadge } from "../ui/IconBadge";

interface ContactChannelsProps {
  content: Queries.ContactChannelsFragment;
  contact: SiteContent["contact"];
}

/** E-mail, phone and office cards. The addresses themselves come from content/site.json. */
export function ContactChannels({ content, contact }: ContactChannelsProps) {
  const theme = useTheme();
  const valueLink: CSSObject = {
    color: theme.colors.text,
    fontWeight: 600,
    fontSize: theme.fontSizes.lg,
    textDecorationColor: theme.colors.accent,
    textUnderlineOffset: "4px",
    overflowWrap: "anywhere",
    "&:hover": { color: theme.colors.accent },
  };
  const channels: Array<{ icon: string; title: string; value: ReactNode; note: string }> = [
    {
      icon: "mail",
      title: content.email.title,
      value: (
        <a href={`mailto:${contact.email}`} css={valueLink}>
          {contact.email}
        </a>
      ),
      note: content.email.note,
    },
    {
      icon: "phone",
      title: content.phone.title,
      value: (
        <a href={`tel:${contact.phone}`} css={valueLink}>
          {contact.phoneDisplay}
        </a>
      ),
      note: contact.hours,
    },
    {
      icon: "map-pin",
      title: content.office.title,
      value: <span css={{ fontWeight: 600, fontSize: theme.fontSizes.lg }}>{contact.location}</span>,
      note: content.office.note,
    },
  ];
  return (
    <ul css={{ listStyle: "none", display: "grid", gap: space(4) }}>
      {channels.map((channel) => (
        <li
          key={channel.icon}
          css={{
            display: "flex",
            gap: space(4),
            alignItems: "flex-start",
            padding: space(5),
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.surface,
          }}
        >
          <IconBadge name={channel.icon} />
          <div css={{ display: "grid", gap: space(1), minWidth: 0 }}>
            <h3
              css={{
                fontSize: theme.fontSizes.sm,
                fontFamily: theme.fonts.body,
                fontWeight: 600,
                color: theme.colors.muted,
                letterSpacing: 0,
              }}
            >
              {channel.title}
            </h3>
            {channel.value}
            <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{channel.note}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export const fragment = graphql`
  fragment ContactChannels on ContactInfo {
    email {
      title
      note
    }
    phone {
      title
    }
    office {
      title
      note
    }
  }
`;
