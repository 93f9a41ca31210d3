/**
 * The CMS's date-and-time field (Decap's datetime widget is not part of this CMS): a native
 * datetime-local input showing Madrid's time, writing ISO 8601 with Madrid's offset, which is what
 * the build accepts (content-model/article.ts). A required date starts as now.
 */
import { Component } from "react";
import { palette } from "../ui/palette";
import { fromMadridWallTime, madridNow, toMadridWallTime, utcOffsetLabel } from "./madrid-time";
import type { WidgetProps } from "./widget-props";

type Props = WidgetProps<string>;

export class MadridDateTimeControl extends Component<Props> {
  override componentDidMount() {
    if (!this.props.value && this.props.field.get("required") !== false) this.props.onChange(madridNow());
  }

  override render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const written = typeof value === "string" ? value : "";
    return (
      <div className={classNameWrapper}>
        <input
          id={forID}
          type="datetime-local"
          value={toMadridWallTime(written)}
          onChange={(event) => onChange(fromMadridWallTime(event.target.value) ?? "")}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          aria-describedby={`${forID}-zone`}
          css={{ font: "inherit", fontSize: 15, border: 0, background: "transparent", color: palette.text }}
        />
        <span id={`${forID}-zone`} css={{ marginLeft: 12, fontSize: 13, color: palette.muted }}>
          Hora de Madrid{written ? ` (${utcOffsetLabel(written)})` : ""}
        </span>
      </div>
    );
  }
}

export function MadridDateTimePreview({ value }: { value?: string }) {
  return <span>{typeof value === "string" ? value : ""}</span>;
}
