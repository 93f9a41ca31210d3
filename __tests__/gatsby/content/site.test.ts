/** @jest-environment node */
import { checkBroken, checkContent } from "../../support/content";

const FILE = "site.json";

describe("content/site.json", () => {
  it("passes the build's content checks", () => {
    expect(checkContent(FILE)).toEqual([]);
  });

  describe("cookieNotice", () => {
    it("names a missing button label and a privacy link that is not an internal path", () => {
      const problems = checkBroken(FILE, (data) => {
        delete data.cookieNotice.dismissLabel;
        data.cookieNotice.link.to = "politica-de-privacidad";
      });
      expect(problems).toEqual([
        "content/site.json → cookieNotice.link.to: must be an internal path such as /contacto/ (with a trailing slash)",
        "content/site.json → cookieNotice.dismissLabel: required",
      ]);
    });

    it("requires the label of the button that shows the full text on phones", () => {
      expect(checkBroken(FILE, (data) => delete data.cookieNotice.expandLabel)).toEqual([
        "content/site.json → cookieNotice.expandLabel: required",
      ]);
    });
  });

  describe("chat", () => {
    it("requires the title, and that it says Maxi is there 24/7", () => {
      expect(checkBroken(FILE, (data) => delete data.chat.title)).toEqual(["content/site.json → chat.title: required"]);
      expect(checkBroken(FILE, (data) => (data.chat.title = "Maxi"))).toEqual([
        "content/site.json → chat.title: must say Maxi is available 24/7",
      ]);
    });

    it("requires the limit texts with a {max} placeholder and a link to an internal page", () => {
      expect(checkBroken(FILE, (data) => (data.chat.limits.tooLong = "Mensaje demasiado largo."))).toEqual([
        "content/site.json → chat.limits.tooLong: must contain {max} where the character limit goes",
      ]);
      expect(checkBroken(FILE, (data) => delete data.chat.limits.tooMany)).toEqual([
        "content/site.json → chat.limits.tooMany: required",
      ]);
      expect(checkBroken(FILE, (data) => (data.chat.limits.action.to = "https://example.com")).length).toBe(1);
    });

    it("requires a text for each refusal the database can give, and the contact line with the e-mail and the phone", () => {
      expect(checkBroken(FILE, (data) => delete data.chat.limits.clientBusy)).toEqual([
        "content/site.json → chat.limits.clientBusy: required",
      ]);
      expect(checkBroken(FILE, (data) => (data.chat.limits.siteBusy = ""))).toEqual([
        "content/site.json → chat.limits.siteBusy: required",
      ]);
      expect(checkBroken(FILE, (data) => (data.chat.limits.contact = "Llámanos al {phone}."))).toEqual([
        "content/site.json → chat.limits.contact: must contain {email} where the e-mail address goes",
      ]);
      expect(checkBroken(FILE, (data) => (data.chat.limits.contact = "Escríbenos a {email}."))).toEqual([
        "content/site.json → chat.limits.contact: must contain {phone} where the phone number goes",
      ]);
    });

    it("checks nested texts, the greetings and the fallback link", () => {
      const problems = checkBroken(FILE, (data) => {
        delete data.chat.errors.timeout;
        data.chat.welcome.startLabel = "";
        data.chat.greetings = [];
        data.chat.unavailable.action.to = "https://example.com";
        data.chat.inputPlaceholder = " Escribe ";
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          "content/site.json → chat.errors.timeout: required",
          "content/site.json → chat.welcome.startLabel: required",
          "content/site.json → chat.greetings: needs at least 1 item(s)",
          "content/site.json → chat.unavailable.action.to: must be an internal path such as /contacto/ (with a trailing slash)",
          "content/site.json → chat.inputPlaceholder: must not start or end with spaces",
        ]),
      );
    });

    it("rejects unknown keys, so a typo cannot silently drop a text", () => {
      expect(checkBroken(FILE, (data) => (data.chat.sendLable = "Enviar"))).toEqual([
        "content/site.json → chat: unknown key (sendLable): remove it or check its spelling",
      ]);
    });
  });
});
