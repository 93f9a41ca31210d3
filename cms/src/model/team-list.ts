/**
 * The team as the CMS was built with it (content/team.json): the authors an article is chosen from and
 * drawn with in the preview. A person added in «Equipo» is offered from the next build of the site
 * (locally, the next `npm start`); the build itself checks every article's author against the file.
 */
import team from "../../../content/team.json";
import type { TeamMember } from "./articles";

export const TEAM: readonly TeamMember[] = team.members.map(({ id, name, role, url, bio }) => ({
  id,
  name,
  role,
  url,
  bio,
}));
