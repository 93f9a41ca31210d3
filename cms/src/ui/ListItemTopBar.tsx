/**
 * Replaces the bar of a list's item (decap-cms-ui-default ListItemTopBar, swapped in by cms/build.ts):
 * the same three controls (fold, drag to reorder, remove), each with a name a screen reader can say,
 * which Decap's icons alone do not give.
 */
import styled from "@emotion/styled";
import type { ComponentType, ReactNode } from "react";
import Icon from "decap-cms-ui-default/dist/esm/Icon";
import { CMS_TEXTS } from "../texts";
import { palette } from "./palette";

const texts = CMS_TEXTS.listItem;

interface Props {
  className?: string;
  collapsed?: boolean;
  onCollapseToggle?: (() => void) | null;
  onRemove?: () => void;
  allowRemove?: boolean;
  /** dnd-kit's handle (decap-cms-widget-list), which makes its child the item's drag control. */
  dragHandle?: ComponentType<{ id?: string; children: ReactNode }>;
  allowReorder?: boolean;
  id?: string;
}

const button = {
  border: 0,
  borderRadius: 5,
  color: palette.muted,
  background: "transparent",
  padding: 0,
  width: 32,
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  cursor: "pointer",
} as const;

const hidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

function ListItemTopBar({
  className,
  collapsed = false,
  onCollapseToggle,
  onRemove,
  allowRemove = true,
  dragHandle: DragHandle,
  allowReorder = true,
  id,
}: Props) {
  return (
    <div className={className}>
      {onCollapseToggle ? (
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-label={collapsed ? texts.expand : texts.collapse}
          onClick={onCollapseToggle}
          css={button}
        >
          <Icon type="chevron" size="small" direction={collapsed ? "right" : "down"} />
        </button>
      ) : null}
      {DragHandle && allowReorder ? (
        <DragHandle {...(id ? { id } : {})}>
          <span css={{ ...button, width: "100%", cursor: "move" }}>
            <Icon type="drag-handle" size="small" />
            <span css={hidden}>{texts.reorder}</span>
          </span>
        </DragHandle>
      ) : (
        <span />
      )}
      {onRemove && allowRemove ? (
        <button type="button" aria-label={texts.remove} onClick={onRemove} css={button}>
          <Icon type="close" size="small" />
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

export default styled(ListItemTopBar)`
  display: flex;
  justify-content: space-between;
  height: 26px;
  border-radius: 5px 5px 0 0;
  position: relative;
`;
