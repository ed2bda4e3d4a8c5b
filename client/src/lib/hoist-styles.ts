// The server's render carries emotion's styles as dozens of <style data-emotion> tags inside the
// page, each before the element it styles. In the browser, emotion's cache moves every one of
// them into <head> (and moves them again as it adopts them) while the shop's code starts: each
// move changes the page's style sheets, so the whole page was restyled and laid out again after
// the first paint (≈ 90 ms on a slow phone, decision 057). Sent already where emotion wants them
// (the global tags, then one tag with every class, last in <head>, marked as moved), the
// browser's cache adopts them where they are: the style sheets stay the same.

const TAG = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

export interface HoistedStyles {
  html: string;
  styles: string;
}

/** `html` without emotion's tags; `styles`: the same rules for <head>, in the order emotion keeps. */
export function hoistStyles(html: string, key = "css"): HoistedStyles {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const rest = html.replace(TAG, (_tag, attribute: string, css: string) => {
    const [tagKey, ...ids] = attribute.split(" ");
    // Global styles keep a tag each: emotion's <Global> looks its own tag up by name.
    if (tagKey === `${key}-global`) globals.push(`<style data-emotion="${attribute}" data-s="">${css}</style>`);
    else {
      names.push(...ids);
      rules.push(css);
    }
    return "";
  });
  const classes = names.length ? `<style data-emotion="${key} ${names.join(" ")}" data-s="">${rules.join("")}</style>` : "";
  return { html: rest, styles: globals.join("") + classes };
}
