// The server render's emotion tags moved to <head> (decision 057): every rule kept, in order,
// global tags apart (emotion's <Global> finds its own by name), one tag for every class.
import { describe, expect, it } from "vitest";
import { hoistStyles } from "../../client/src/lib/hoist-styles.ts";

describe("hoistStyles", () => {
  it("takes every emotion tag out of the page and keeps their rules in order", () => {
    const html =
      '<style data-emotion="css-global abc">body{margin:0}</style><header><style data-emotion="css x1 x2">.css-x1{color:red}.css-x2{color:blue}</style>' +
      '<div class="css-x1">a</div></header><style data-emotion="css y1">.css-y1{display:flex}</style><p class="css-y1">b</p>';
    const { html: page, styles } = hoistStyles(html);
    expect(page).toBe('<header><div class="css-x1">a</div></header><p class="css-y1">b</p>');
    expect(styles).toBe(
      '<style data-emotion="css-global abc" data-s="">body{margin:0}</style>' +
        '<style data-emotion="css x1 x2 y1" data-s="">.css-x1{color:red}.css-x2{color:blue}.css-y1{display:flex}</style>',
    );
  });

  it("leaves a page without emotion tags as it is, and other style tags where they are", () => {
    const html = "<main><style>.own{}</style><p>texte « $& » </p></main>";
    expect(hoistStyles(html)).toEqual({ html, styles: "" });
  });
});
