import { finishSignIn, type PagesContext } from "../../cms/oauth";

export const onRequestGet = (context: PagesContext): Promise<Response> => finishSignIn(context);
