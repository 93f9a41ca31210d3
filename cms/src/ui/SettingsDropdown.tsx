/**
 * Replaces Decap's SettingsDropdown (decap-cms-core components/UI/SettingsDropdown, cms/build.ts swaps
 * it in): the site link reads «Ver sitio» instead of the bare host, beside the account menu.
 */
import { Dropdown, DropdownButton, DropdownItem, Icon } from "decap-cms-ui-default";
import { spanishPhrases } from "../locale";
import { CMS_TEXTS } from "../texts";
import { palette } from "./palette";

interface Props {
  displayUrl?: string;
  imageUrl?: string;
  onLogoutClick: () => void;
}

const phrases = spanishPhrases() as { ui: { settingsDropdown: { account: string; logOut: string } } };

export default function SettingsDropdown({ displayUrl, imageUrl, onLogoutClick }: Props) {
  return (
    <div css={{ display: "flex", alignItems: "center", minWidth: 0 }}>
      {displayUrl ? (
        <a
          href={displayUrl}
          target="_blank"
          rel="noopener noreferrer"
          css={{ fontSize: 14, color: palette.text, padding: "10px 16px", whiteSpace: "nowrap" }}
        >
          {CMS_TEXTS.toolbar.viewSite}
          <Icon type="new-tab" size="xsmall" css={{ marginLeft: 6, verticalAlign: "-2px" }} />
        </a>
      ) : null}
      <Dropdown
        dropdownTopOverlap="50px"
        dropdownWidth="140px"
        dropdownPosition="right"
        renderButton={() => (
          <DropdownButton
            aria-label={phrases.ui.settingsDropdown.account}
            css={{ display: "inline-block", padding: 8, cursor: "pointer", background: "transparent" }}
          >
            {imageUrl ? (
              <img src={imageUrl} alt="" css={{ width: 32, borderRadius: 32 }} />
            ) : (
              <Icon
                type="user"
                size="large"
                css={{ width: 32, height: 32, borderRadius: 32, color: "#1e2532", background: palette.border }}
              />
            )}
          </DropdownButton>
        )}
      >
        <DropdownItem label={phrases.ui.settingsDropdown.logOut} onClick={onLogoutClick} />
      </Dropdown>
    </div>
  );
}
