/**
 * The CMS's on/off field (Decap's boolean widget is not part of this CMS): a native checkbox shown as
 * a switch, named by the field's label (Decap's <label for>), saying its state in words.
 */
import { Component } from "react";
import { palette } from "../ui/palette";
import type { WidgetProps } from "./widget-props";

type Props = WidgetProps<boolean>;

export class BooleanSwitchControl extends Component<Props> {
  override render() {
    const { value, onChange, forID, setActiveStyle, setInactiveStyle } = this.props;
    const on = value === true;
    return (
      <div css={{ display: "flex", alignItems: "center", gap: 12, padding: "12px 0" }}>
        <input
          id={forID}
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          css={{
            appearance: "none",
            width: 44,
            height: 24,
            margin: 0,
            borderRadius: 12,
            position: "relative",
            cursor: "pointer",
            background: on ? palette.active : palette.muted,
            transition: "background 0.15s",
            "&::after": {
              content: '""',
              position: "absolute",
              top: 3,
              left: on ? 23 : 3,
              width: 18,
              height: 18,
              borderRadius: "50%",
              background: palette.surface,
              transition: "left 0.15s",
            },
            "&:focus-visible": { outline: `3px solid ${palette.active}`, outlineOffset: 2 },
            "@media (prefers-reduced-motion: reduce)": { transition: "none", "&::after": { transition: "none" } },
          }}
        />
        <span aria-hidden="true" css={{ fontSize: 14, fontWeight: 600, color: palette.text }}>
          {on ? "Sí" : "No"}
        </span>
      </div>
    );
  }
}

export function BooleanSwitchPreview({ value }: { value?: boolean }) {
  return <span>{value === true ? "Sí" : "No"}</span>;
}
