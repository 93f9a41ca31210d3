/**
 * Replaces Decap's editor toolbar (decap-cms-core components/Editor/EditorToolbar, swapped in by
 * cms/build.ts) for this site's way of publishing (publish_mode: simple): the page's name (an article's
 * title) and its state as text («Cambios sin publicar», «Publicado: sin cambios pendientes»), one
 * «Publicar» button that publishes at once, always there and enabled when there is something to
 * publish, and, for an article already saved, «Borrar el artículo».
 */
import { useSyncExternalStore } from "react";
import type { Map as ImmutableMap } from "immutable";
import { store } from "decap-cms-core/dist/esm/redux";
import { Icon } from "decap-cms-ui-default";
import { COLLECTIONS, FILE_INFO } from "../model/collections";
import { CMS_TEXTS } from "../texts";
import { palette } from "./palette";
import SettingsDropdown from "./SettingsDropdown";

/** The props Decap's EditorInterface passes (those used here). */
interface Props {
  collection: ImmutableMap<string, unknown>;
  hasChanged: boolean;
  isPersisting?: boolean;
  onPersist: () => void;
  /** Deleting the entry, where the collection allows it (the articles): Decap asks for confirmation first. */
  onDelete?: () => void;
  showDelete?: boolean;
  isNewEntry?: boolean;
  isDeleting?: boolean;
  displayUrl?: string;
  user?: { avatar_url?: string };
  onLogoutClick: () => void;
  editorBackLink: string;
}

const texts = CMS_TEXTS.toolbar;

const openSlug = () => (store.getState().entryDraft.getIn(["entry", "slug"]) as string | undefined) ?? "";
const openTitle = () => (store.getState().entryDraft.getIn(["entry", "data", "title"]) as string | undefined) ?? "";
const openIsDraft = () => store.getState().entryDraft.getIn(["entry", "data", "draft"]) !== false;

export default function EditorToolbar({
  collection,
  hasChanged,
  isPersisting = false,
  onPersist,
  onDelete,
  showDelete = false,
  isNewEntry = false,
  isDeleting = false,
  displayUrl,
  user,
  onLogoutClick,
  editorBackLink,
}: Props) {
  const slug = useSyncExternalStore(store.subscribe, openSlug);
  const title = useSyncExternalStore(store.subscribe, openTitle);
  const isDraft = useSyncExternalStore(store.subscribe, openIsDraft);
  const isArticle = collection.get("name") === "articles";
  const files = collection.get("files") as
    | {
        find(test: (file: ImmutableMap<string, unknown>) => boolean): ImmutableMap<string, unknown> | undefined;
        size: number;
      }
    | undefined;
  const label = isArticle
    ? title || texts.newArticle
    : ((files?.find((file) => file.get("name") === slug)?.get("label") as string | undefined) ?? "");
  const info = isArticle ? undefined : Object.values(FILE_INFO).find((candidate) => candidate.name === slug);
  // An article is on the site once saved with «Borrador» off (and its date reached).
  const route = isArticle ? (!isNewEntry && !isDraft && !hasChanged ? `/blog/${slug}/` : undefined) : info?.route;
  // A collection of one file opens on it (ui/single-entry.ts), so its way back is the list of pages.
  const back =
    files && files.size === 1
      ? { href: "#/collections/pages", label: COLLECTIONS.pages.label }
      : { href: `#${editorBackLink}`, label: collection.get("label") as string };
  const canPublish = hasChanged && !isPersisting;

  return (
    <header
      css={{
        // Where Decap's own toolbar sat: above the editor, which leaves it this room.
        position: "absolute",
        top: 0,
        left: 0,
        width: "100%",
        minWidth: 800,
        height: 66,
        display: "flex",
        alignItems: "center",
        gap: 16,
        padding: "0 8px 0 0",
        background: palette.surface,
        boxShadow: "0 2px 6px 0 rgba(68, 74, 87, 0.05), 0 1px 3px 0 rgba(68, 74, 87, 0.1)",
        zIndex: 300,
        fontSize: 14,
      }}
    >
      <a
        href={back.href}
        css={{
          alignSelf: "stretch",
          display: "flex",
          alignItems: "center",
          gap: 8,
          padding: "0 20px",
          color: palette.text,
          textDecoration: "none",
          borderRight: `1px solid ${palette.border}`,
          "&:hover, &:focus-visible": { background: palette.background },
        }}
      >
        <span aria-hidden="true" css={{ fontSize: 20 }}>
          ←
        </span>
        {back.label}
      </a>
      <div css={{ flex: "1 1 auto", minWidth: 0 }}>
        <h1
          title={info?.description}
          css={{
            margin: 0,
            fontSize: 18,
            fontWeight: 700,
            color: palette.text,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
        >
          {label}
        </h1>
        <p
          role="status"
          css={{
            margin: "2px 0 0",
            fontSize: 13,
            fontWeight: 600,
            color: hasChanged ? palette.warning : palette.success,
          }}
        >
          {hasChanged ? texts.unsaved : texts.saved}
        </p>
      </div>
      {route && displayUrl ? (
        <a
          href={`${displayUrl.replace(/\/$/, "")}${route}`}
          target="_blank"
          rel="noopener noreferrer"
          css={{ color: palette.active, whiteSpace: "nowrap" }}
        >
          {texts.viewPage}
          <Icon type="new-tab" size="xsmall" css={{ marginLeft: 6, verticalAlign: "-2px" }} />
        </a>
      ) : null}
      {isArticle && showDelete && !isNewEntry && onDelete ? (
        <button
          type="button"
          aria-disabled={isDeleting}
          onClick={() => {
            if (!isDeleting) onDelete();
          }}
          css={{
            font: "inherit",
            fontSize: 14,
            fontWeight: 600,
            borderRadius: 5,
            padding: "0 16px",
            height: 40,
            whiteSpace: "nowrap",
            cursor: "pointer",
            color: palette.error,
            background: palette.surface,
            border: `1px solid ${palette.error}`,
            "&:hover": { background: palette.errorBackground },
            "&:focus-visible": { outline: `3px solid ${palette.error}`, outlineOffset: 2 },
          }}
        >
          {texts.deleteArticle}
        </button>
      ) : null}
      <button
        type="button"
        aria-disabled={!canPublish}
        onClick={() => {
          if (canPublish) onPersist();
        }}
        css={{
          font: "inherit",
          fontSize: 15,
          fontWeight: 700,
          border: 0,
          borderRadius: 5,
          padding: "0 24px",
          height: 40,
          whiteSpace: "nowrap",
          cursor: canPublish ? "pointer" : "default",
          color: canPublish ? palette.surface : palette.muted,
          background: canPublish ? palette.active : palette.background,
          "&:focus-visible": { outline: `3px solid ${palette.active}`, outlineOffset: 2 },
        }}
      >
        {isPersisting ? texts.publishing : texts.publish}
      </button>
      <SettingsDropdown
        {...(displayUrl ? { displayUrl } : {})}
        {...(user?.avatar_url ? { imageUrl: user.avatar_url } : {})}
        onLogoutClick={onLogoutClick}
      />
    </header>
  );
}
