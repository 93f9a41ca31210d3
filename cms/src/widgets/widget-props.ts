import type { Map as ImmutableMap } from "immutable";

/** What Decap hands every editor control, as our widgets use it: the value, its setter, the field, focus styling. */
export interface WidgetProps<Value> {
  value?: Value;
  onChange(value: Value): void;
  forID: string;
  field: ImmutableMap<string, unknown>;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}
