import { startSignIn, type PagesContext } from "../../cms/oauth";

export const onRequestGet = (context: PagesContext): Response => startSignIn(context);
