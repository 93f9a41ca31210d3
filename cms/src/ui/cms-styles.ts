/**
 * Adjustments to Decap's own styles, written into the CMS's page only (/admin/, never a public page).
 * Decap's elements are found by the component names its build writes into their class names
 * ("css-a6y0jg-ControlContainer ec1nk3l3"); a name followed by a space is the element's own. Every rule
 * starts at Decap's root (#nc-root) to outweigh Decap's styles, which are inserted after these.
 */
const own = (component: string) => `[class*="-${component} "]`;
const label = '[class*="-FieldLabel"]';

export const CMS_STYLES = `
/* Sentence case: Decap writes labels, field errors and badges in capitals. */
#nc-root ${label}, #nc-root ${own("ControlErrorsList")}, #nc-root [class*="-textBadge"] {
  text-transform: none;
  letter-spacing: normal;
}

/* A field's label as a plain heading above its box, rather than a grey tab; blue while it is being
   edited, red when it is refused, as Decap's tab was. */
#nc-root ${label} {
  font-size: 14px;
  font-weight: 600;
  color: #313d3e;
  background: none;
  border-radius: 0;
  padding: 0 0 4px;
}
#nc-root ${label}::before, #nc-root ${label}::after {
  display: none;
}
#nc-root ${own("ControlContainer")}:focus-within > ${own("ControlTopbar")} > ${label} {
  color: #3a69c7;
}
#nc-root ${own("ControlTopbar")}:has(${own("ControlErrorsList")}) > ${label} {
  color: #d60032;
}
#nc-root ${own("ControlErrorsList")} {
  font-size: 13px;
  color: #d60032;
}

/* A group's fold bar: a slim line with its arrow (and, folded, what it holds), not a grey band. */
#nc-root ${own("TopBarContainer")} {
  padding: 4px 8px;
  background-color: #f3f4f7;
}
#nc-root ${own("TopBarContainer")} + div > ${own("ControlContainer")}:first-of-type {
  margin-top: 12px;
}

/* A field's hint right under its label, before the box (Decap puts it after, below long lists). */
#nc-root ${own("ControlContainer")} {
  display: flex;
  flex-direction: column;
}
#nc-root ${own("ControlContainer")} > * {
  order: 2;
}
#nc-root ${own("ControlContainer")} > ${own("ControlTopbar")} {
  order: 0;
}
#nc-root ${own("ControlContainer")} > ${own("ControlHint")} {
  order: 1;
  padding: 0 0 6px;
  font-size: 13px;
}
#nc-root ${own("ControlContainer")} > :not(${own("ControlTopbar")}):not(${own("ControlHint")}) {
  border-top-left-radius: 5px;
}

/* Text dark enough to read (WCAG AA contrast): Decap's grey header links, collection list and descriptions. */
#nc-root [class*="-AppHeaderButton"], #nc-root [class*="-SidebarNavLink"], #nc-root [class*="-CollectionTopDescription"],
#nc-root [class*="-ListCardTitle"], #nc-root ${own("ControlHint")}, #nc-root [class*="-SearchInput"]::placeholder,
#nc-root [class*="-ButtonText"] {
  color: #5d626f;
}
#nc-root [class*="-AppHeaderButton"].header-link-active, #nc-root [class*="-SidebarNavLink"].sidebar-active {
  color: #3a69c7;
}

/* Notices appear under the toolbar, never over «Publicar». */
#nc-root .Toastify__toast-container--top-right {
  top: 76px;
}

/* The list of pages has one way of showing: no list/grid switch. */
#nc-root ${own("CollectionControlsContainer")} {
  display: none;
}
`;
